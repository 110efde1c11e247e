package play_test

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/play"
	"github.com/rulec-dev/rulec/suite"
)

// fleeScenario is the bundled flee through a friend: A pivots, moves 7in
// through F, and F takes a panic test.
const fleeScenario = "../tests/t9a/flee/through_friend_panic.yaml"

// runSnapshots runs a scenario keeping the world after each change.
func runSnapshots(t *testing.T, file string) *suite.Result {
	t.Helper()
	r := suite.New(interp.Stdlib())
	r.Snapshots = true
	res := r.RunFile(file)
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	return res
}

// TestBuild lays out the flee run: a step per trace entry between the
// start and the end, a picture per change of the table (the pivot, the
// move, the flag fleeing, the event) besides the start and the end, and the sentences of
// the refs the run met.
func TestBuild(t *testing.T) {
	res := runSnapshots(t, fleeScenario)
	run, err := play.Build(res, play.Quotes(res.Program, nil), play.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(run.Steps), len(res.Trace.Entries)+2; got != want {
		t.Errorf("%d steps, want %d (the entries, the start and the end)", got, want)
	}
	if len(run.Pictures) != 4+2 {
		t.Errorf("%d pictures, want 6: start, pivot, move, flag, event, end", len(run.Pictures))
	}
	first, last := run.Steps[0], run.Steps[len(run.Steps)-1]
	if first.Kind != "start" || first.Picture != 0 || last.Kind != "end" || last.Picture != len(run.Pictures)-1 {
		t.Errorf("start %+v, end %+v", first, last)
	}
	if !run.Passed || last.Text != "expectations: all met" {
		t.Errorf("verdict %v %q", run.Passed, last.Text)
	}
	var move, event *play.Step
	for i := range run.Steps {
		switch s := &run.Steps[i]; s.Kind {
		case "move":
			move = s
		case "event":
			event = s
		}
	}
	// Between them, the flag fleeing set after the move has its own.
	if move == nil || event == nil || event.Picture != move.Picture+2 {
		t.Fatalf("the move, the flag and the event should each have a picture, one after the other: %+v %+v", move, event)
	}
	if len(move.Events) != 0 || len(event.Events) != 1 || event.Events[0] != "panic_test F" {
		t.Errorf("events so far: at the move %v, at the event %v", move.Events, event.Events)
	}
	if len(move.Dice) != 1 || move.Dice[0] != "roll flee_roll = 2D6: 7" {
		t.Errorf("dice so far at the move: %v", move.Dice)
	}
	// The event's ref quotes the sentence about the Panic Test.
	qs := run.Quotes[event.Ref]
	if len(qs) == 0 || !strings.Contains(qs[0].Quoted+qs[0].After, "Panic Test") {
		t.Errorf("quotes of %q: %+v", event.Ref, qs)
	}
	// The picture of the move draws the pivot before it faded.
	if !regexp.MustCompile(`<g class="past">\s*<g class="pivot-mark"`).MatchString(run.Pictures[move.Picture]) {
		t.Errorf("the pivot is not faded in the move's picture")
	}
}

// TestPageEscapes gives a scenario a name that is markup: the page shows
// it as text, and no name or text can close the data's script element.
func TestPageEscapes(t *testing.T) {
	res := runSnapshots(t, fleeScenario)
	evil := `</script><img src=x onerror=alert(1)> & "q"`
	res.Name = evil
	run, err := play.Build(res, nil, play.Options{})
	if err != nil {
		t.Fatal(err)
	}
	page, err := play.Page(evil, []*play.Run{run}, play.NoPart)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(page, []byte("<img")) || bytes.Count(page, []byte("</script>")) != 2 {
		t.Errorf("the name got into the page as markup")
	}
	if !bytes.Contains(page, []byte(`<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#34;q&#34;</title>`)) {
		t.Errorf("the title is not the escaped name:\n%s", page[:400])
	}
	if !bytes.Contains(page, []byte(`\u003c/script\u003e\u003cimg`)) {
		t.Errorf("the data does not carry the name escaped")
	}
}

// TestBuildWithoutSnapshots builds a run made without snapshots: every
// step shows the start until the end; a scenario that did not run is an
// error.
func TestBuildWithoutSnapshots(t *testing.T) {
	r := suite.New(interp.Stdlib())
	r.Trace = true
	res := r.RunFile(fleeScenario)
	run, err := play.Build(res, nil, play.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(run.Pictures) != 2 {
		t.Errorf("%d pictures without snapshots, want 2 (start and end)", len(run.Pictures))
	}
	if _, err := play.Build(&suite.Result{File: filepath.Join("x", "y.yaml")}, nil, play.Options{}); err == nil {
		t.Errorf("building a scenario that did not run: no error")
	}
}
