package play_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/rulec-dev/rulec/internal/browsertest"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/play"
	"github.com/rulec-dev/rulec/rulediff"
)

// labelAt returns where the picture writes unit id's label, or "".
func labelAt(svg, id string) string {
	m := regexp.MustCompile(`<text class="label" x="([0-9.]+)" y="([0-9.]+)"[^>]*>` + id + `</text>`).FindStringSubmatch(svg)
	if m == nil {
		return ""
	}
	return m[1] + "," + m[2]
}

// TestPageInBrowser steps through the flee run in headless Chromium: the
// arrow key goes to the step before the move, the next button to the move,
// and A's label moves; a click on a tried clause shows its sentence; End
// shows the verdict. No console error, no request beyond the page.
func TestPageInBrowser(t *testing.T) {
	exe := browsertest.Browser(t)
	res := runSnapshots(t, fleeScenario)
	run, err := play.Build(res, play.Quotes(res.Program, nil), play.Options{})
	if err != nil {
		t.Fatal(err)
	}
	page, err := play.Page(res.Name, []*play.Run{run}, play.NoPart)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "flee.html")
	if err := os.WriteFile(file, page, 0o644); err != nil {
		t.Fatal(err)
	}
	url := "file://" + file
	move, tried := -1, -1
	for i, s := range run.Steps {
		if s.Kind == "move" && strings.HasPrefix(s.Text, "move ") && move < 0 {
			move = i
		}
		for _, tr := range s.Tried {
			if tried < 0 && tr.Ref != "" && tr.Ref != s.Ref && len(run.Quotes[tr.Ref]) > 0 {
				tried = i
			}
		}
	}
	if move < 1 || tried < 0 {
		t.Fatalf("the run has no move (%d) or no step with a tried clause quoting a sentence (%d)", move, tried)
	}
	triedRef := ""
	for _, tr := range run.Steps[tried].Tried {
		if tr.Ref != "" && tr.Ref != run.Steps[tried].Ref && len(run.Quotes[tr.Ref]) > 0 {
			triedRef = tr.Ref
			break
		}
	}

	s := browsertest.Start(t, exe, 1200, 900, 60*time.Second)
	ctx := s.Ctx
	svg := func() (string, error) {
		return chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("picture-0").innerHTML`))
	}
	text := func(id string) (string, error) {
		return chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#"+id)))
	}
	var before, after, counter, sentence, verdict string
	drive := func() error {
		if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitReady(chromedp.CSS("#picture-0 svg"))); err != nil {
			return fmt.Errorf("loading the page: %w", err)
		}
		for range move - 1 {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
				return err
			}
		}
		var err error
		if before, err = svg(); err != nil {
			return err
		}
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#next"))); err != nil {
			return err
		}
		// The click is handled after Click returns: wait for the counter.
		want := fmt.Sprintf("step %d of", move)
		for i := 0; i < 50 && !strings.Contains(counter, want); i++ {
			time.Sleep(20 * time.Millisecond)
			if counter, err = text("counter"); err != nil {
				return err
			}
		}
		if after, err = svg(); err != nil {
			return err
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(fmt.Sprintf("%s#%d", url, tried)), chromedp.Reload(),
			chromedp.WaitReady(chromedp.CSS("#picture-0 svg"))); err != nil {
			return err
		}
		sel := fmt.Sprintf(`#step-0 .tried .clause`)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
			return fmt.Errorf("clicking a tried clause: %w", err)
		}
		if sentence, err = text("sentence-0"); err != nil {
			return err
		}
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.End), chromedp.WaitVisible(chromedp.CSS("#step-0 .verdict"))); err != nil {
			return err
		}
		verdict, err = chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#step-0 .verdict")))
		return err
	}
	err = drive()
	s.Close(t, "file://"+file)
	if err != nil {
		t.Fatalf("driving chromium: %v", err)
	}
	if want := fmt.Sprintf("step %d of %d", move, len(run.Steps)-1); !strings.Contains(counter, want) {
		t.Errorf("after %d arrow keys and next, the counter says %q, want %q", move-1, counter, want)
	}
	if a, b := labelAt(before, "A"), labelAt(after, "A"); a == "" || a == b {
		t.Errorf("stepping onto the move did not move A's label: %q → %q", a, b)
	}
	q := run.Quotes[triedRef][0]
	if !strings.Contains(strings.Join(strings.Fields(sentence), " "), q.Quoted) {
		t.Errorf("after a click on the tried clause [%s], the sentence box says %q, want it to hold %q", triedRef, sentence, q.Quoted)
	}
	if !strings.Contains(verdict, "expectations: all met") {
		t.Errorf("the end shows %q", verdict)
	}
}

// TestDiffPageInBrowser writes the page of two versions of a rules file
// (the second takes a different clause) and steps it: both runs are drawn,
// the button of the first difference goes to the step where they part and
// says so.
func TestDiffPageInBrowser(t *testing.T) {
	exe := browsertest.Browser(t)
	dir := t.TempDir()
	rules := `ruleset "walk" version "1"
units in

procedure advance(unit: unit, dist: number) {
  first "how far" {
    when dist > 3 ref "far" {
      move unit, forward: 3in
    }
    otherwise ref "short" {
      move unit, forward: 1in
    }
  }
}
`
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("old.rules", rules)
	write("new.rules", strings.Replace(rules, "dist > 3", "dist > 5", 1))
	write("far.yaml", `name: walks far
rules: [old.rules]
board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, base: [2in, 1in]}
run: advance
args: {unit: A, dist: 4}
`)
	old, new, err := rulediff.OpenBoth(interp.Stdlib(), rulediff.Git{}, filepath.Join(dir, "old.rules"), filepath.Join(dir, "new.rules"))
	if err != nil {
		t.Fatal(err)
	}
	cmp, err := rulediff.Compare(interp.Stdlib(), old, new, rulediff.Options{Suites: []string{filepath.Join(dir, "far.yaml")}, PlayDir: filepath.Join(dir, "pages")})
	if err != nil {
		t.Fatal(err)
	}
	file := cmp.Pages[filepath.Join(dir, "far.yaml")]
	if file == "" {
		t.Fatalf("no page written: %v", cmp.Pages)
	}
	s := browsertest.Start(t, exe, 1400, 900, 60*time.Second)
	ctx := s.Ctx
	var button, counter string
	var pictures int
	drive := func() error {
		if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file), chromedp.WaitReady(chromedp.CSS("#picture-1 svg"))); err != nil {
			return err
		}
		var err error
		if pictures, err = chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(".picture svg").length`)); err != nil {
			return err
		}
		if button, err = chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#to-part"))); err != nil {
			return err
		}
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#to-part"))); err != nil {
			return err
		}
		counter, err = chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#counter")))
		return err
	}
	err = drive()
	s.Close(t, "file://"+file)
	if err != nil {
		t.Fatalf("driving chromium: %v", err)
	}
	r := cmp.Results[0]
	want := play.PartStep(r.Parting.Index)
	if pictures != 2 || button != fmt.Sprintf("first difference: step %d", want) {
		t.Errorf("%d pictures, button %q; want 2 and step %d", pictures, button, want)
	}
	if !strings.Contains(counter, fmt.Sprintf("step %d of", want)) || !strings.Contains(counter, "the runs part here") {
		t.Errorf("after the button, the counter says %q", counter)
	}
}
