package interp_test

import (
	"fmt"
	"log"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
)

// This example embeds the interpreter: it loads a rules file, builds the
// world a scenario describes, runs a procedure on it and reads the result.
func Example() {
	prog, err := interp.Load(interp.Stdlib(), "testdata/example/advance.rules")
	if err != nil {
		log.Fatal(err)
	}
	sc, err := scenario.Parse("inline.yaml", []byte(`
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, files: 2, base: [1in, 1in]}
  E: {side: blue, centre: [10in, 16in], facing: 180, files: 2, base: [1in, 1in]}
run: advance
args: {unit: A}
dice: [5]
`))
	if err != nil {
		log.Fatal(err)
	}
	w, err := sc.Build(prog.Units)
	if err != nil {
		log.Fatal(err)
	}
	in := interp.Input{Proc: sc.Run, Args: map[string]string{}}
	for name, a := range sc.Args {
		in.Args[name] = a.Text
	}
	for _, d := range sc.Dice {
		in.Dice = append(in.Dice, d.Total)
	}
	if _, err := prog.Run(w, in, interp.Options{}); err != nil {
		log.Fatal(err)
	}
	for _, e := range w.Events {
		fmt.Println("event", e)
	}
	a := w.Get("A").Rect.Centre
	fmt.Printf("A's centre: (%s, %s)\n", geom.FormatLength(a.X, "in", prog.Units), geom.FormatLength(a.Y, "in", prog.Units))
	// Output:
	// event charge A E
	// A's centre: (10in, 15in)
}
