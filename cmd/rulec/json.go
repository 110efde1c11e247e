package main

import (
	"encoding/json"
	"io"

	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/suite"
)

// writeJSON prints one indented JSON document.
func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

// fail reports an error that ends a command before it has anything else to
// say: as a JSON error document on stdout with asJSON, else on stderr with
// its source line and caret. It returns exit code 2.
func (c *cli) fail(command string, asJSON bool, err error) int {
	if asJSON {
		writeJSON(c.stdout, report.ErrorReport{SchemaVersion: report.SchemaVersion, Command: command, Error: *suite.ErrorReport(err)})
	} else {
		suite.WriteError(c.stderr, err)
	}
	return exitUsage
}
