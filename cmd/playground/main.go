//go:build js && wasm

// Command playground is the engine compiled to WebAssembly for the
// playground page (docs/play.md): it keeps the bundle the page loads and
// answers the page's runs. It only wires JavaScript to package
// playground; playground/site builds it.
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/rulec-dev/rulec/playground"
)

func main() {
	var bundle playground.Bundle
	var engine *playground.Engine
	// rulecLoad(bundleJSON) keeps the bundle and returns its scenarios
	// as a JSON list.
	js.Global().Set("rulecLoad", js.FuncOf(func(this js.Value, args []js.Value) any {
		bundle = playground.Bundle{}
		if err := json.Unmarshal([]byte(args[0].String()), &bundle); err != nil {
			return `{"error":` + quote(err.Error()) + `}`
		}
		engine = playground.NewEngine(bundle)
		b, _ := json.Marshal(map[string]any{"scenarios": bundle.Scenarios()})
		return string(b)
	}))
	// rulecFile(path) returns a file of the bundle, or "".
	js.Global().Set("rulecFile", js.FuncOf(func(this js.Value, args []js.Value) any {
		return bundle[args[0].String()]
	}))
	// rulecRun(requestJSON) runs a scenario and returns the response as
	// JSON.
	js.Global().Set("rulecRun", js.FuncOf(func(this js.Value, args []js.Value) any {
		var req playground.Request
		if err := json.Unmarshal([]byte(args[0].String()), &req); err != nil {
			return `{"error":` + quote(err.Error()) + `}`
		}
		if engine == nil {
			return `{"error":"rulecLoad has not been called"}`
		}
		b, err := json.Marshal(engine.Run(req))
		if err != nil {
			return `{"error":` + quote(err.Error()) + `}`
		}
		return string(b)
	}))
	js.Global().Call("rulecReady")
	select {}
}

// quote returns s as a JSON string.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
