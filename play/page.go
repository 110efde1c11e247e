package play

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"html/template"
	"sync"
)

// The page's parts: the template, its style sheet and its script, written
// into every page whole so it loads nothing.
var (
	//go:embed page.html
	pageHTML string
	//go:embed viewer.css
	viewerCSS string
	//go:embed viewer.js
	viewerJS string
)

// pageTemplate is parsed once; parsing cannot fail on the embedded text
// except by a mistake a test catches.
var pageTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("play").Parse(pageHTML))
})

// pageData is what the template renders.
type pageData struct {
	Title string
	CSS   template.CSS
	JS    template.JS
	Data  template.JS
}

// NoPart is the part of Page for runs that never part.
const NoPart = -1

// Page writes the step-through page of one run, or of two (old and new)
// stepping together with step part marked as the first where they differ
// (NoPart when none does). The page is one file: its style, script, data
// and pictures are all inside it.
func Page(title string, runs []*Run, part int) ([]byte, error) {
	// json.Marshal escapes <, > and & so no name or text can close the
	// script element the data sits in.
	data, err := json.Marshal(struct {
		Runs []*Run `json:"runs"`
		Part int    `json:"part"`
	}{runs, part})
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = pageTemplate().Execute(&b, pageData{Title: title, CSS: template.CSS(viewerCSS), JS: template.JS(viewerJS), Data: template.JS(data)})
	return b.Bytes(), err
}

// PartStep returns the step of a page at which two traces part, given the
// index of the first trace entry that differs (rulediff.Parting.Index):
// the page's step 0 is the table before the first entry.
func PartStep(entry int) int { return entry + 1 }
