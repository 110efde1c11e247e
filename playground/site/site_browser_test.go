package site

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/rulec-dev/rulec/internal/browsertest"
)

// flee is the bundled flee through a friend; fleeRules its rules, whose
// flee distance line the test edits.
const (
	flee       = "tests/t9a/flee/through_friend_panic.yaml"
	fleeRules  = "rules/flee.rules"
	fleeLine   = "let flee_distance = flee_roll * 1in"
	fleeDouble = "let flee_distance = flee_roll * 2in"
)

// served builds the playground once (compiling the engine to WebAssembly)
// and serves it on loopback for the test; it skips without Chromium or
// the go command, and under -short.
func served(t *testing.T) (exe, url string, info *Info) {
	t.Helper()
	exe = browsertest.Browser(t)
	if testing.Short() {
		t.Skip("-short: the playground is not compiled to WebAssembly and tested in a browser")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH: the playground cannot be compiled")
	}
	root, err := FindRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	info, err = Build(root, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("rulec.wasm: %d bytes, %d gzipped; bundle %d files (%d scenarios), %d bytes", info.WasmBytes, info.WasmGzip, info.BundleFiles, info.ScenarioFiles, info.BundleBytes)
	l, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go Serve(l, dir)
	return exe, "http://" + l.Addr().String() + "/", info
}

// waitText polls an expression until its string value contains want, or
// returns the last value seen after timeout.
func waitText(s *browsertest.Session, expr, want string, timeout time.Duration) (string, error) {
	var got string
	var err error
	for end := time.Now().Add(timeout); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		got, err = chromedp.Run(s.Ctx, chromedp.Evaluate[string](expr))
		if err == nil && strings.Contains(got, want) {
			return got, nil
		}
	}
	return got, err
}

// TestPlaygroundInBrowser loads the playground in headless Chromium: the
// flee scenario runs and passes; the step-through page inside it steps
// onto the move and A's label moves; a click on a clause shows its
// sentence; doubling the flee distance in the rules makes the run fail
// with A 14in away; a syntax error is shown with its line and caret. No
// console error, no request beyond the playground's own files.
func TestPlaygroundInBrowser(t *testing.T) {
	exe, url, _ := served(t)
	s := browsertest.Start(t, exe, 1400, 1000, 4*time.Minute)
	ctx := s.Ctx
	const verdict = `document.getElementById("verdict").textContent`
	const inner = `document.getElementById("page").contentDocument`
	var first, changed, broken, before, after, sentence, trace string
	do := func(expr string) error {
		_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr+"; true"))
		return err
	}
	drive := func() error {
		if err := chromedp.Do(ctx, chromedp.Navigate(url+"?scenario="+flee)); err != nil {
			return err
		}
		var err error
		if first, err = waitText(s, verdict, "expectations", 2*time.Minute); err != nil {
			return err
		}
		// The page inside: go to the step before the move, then next.
		if _, err = waitText(s, inner+`.getElementById("counter").textContent`, "step 0 of", 10*time.Second); err != nil {
			return err
		}
		step := `(() => { const d = ` + inner + `; const r = JSON.parse(d.getElementById("play-data").textContent).runs[0];
			return r.steps.findIndex((s) => s.text.startsWith("move ")); })()`
		move, err := chromedp.Run(ctx, chromedp.Evaluate[int](step))
		if err != nil || move < 1 {
			return fmt.Errorf("no move step in the page (%d): %v", move, err)
		}
		for range move - 1 {
			if err := do(inner + `.getElementById("next").click()`); err != nil {
				return err
			}
		}
		label := `Array.from(` + inner + `.querySelectorAll("#picture-0 text.label")).filter((e) => e.textContent === "A").map((e) => e.getAttribute("y")).join()`
		if before, err = chromedp.Run(ctx, chromedp.Evaluate[string](label)); err != nil {
			return err
		}
		// The step before the move is step 3 of the Flee Move; its clause
		// quotes the sentence that says how to move.
		if err := do(inner + `.getElementById("clause-0").click()`); err != nil {
			return fmt.Errorf("clicking the clause: %w", err)
		}
		if sentence, err = chromedp.Run(ctx, chromedp.Evaluate[string](inner+`.getElementById("sentence-0").textContent`)); err != nil {
			return err
		}
		if err := do(inner + `.getElementById("next").click()`); err != nil {
			return err
		}
		if after, err = chromedp.Run(ctx, chromedp.Evaluate[string](label)); err != nil {
			return err
		}
		// Edit a clause: the flee distance doubles.
		edit := fmt.Sprintf(`(() => { const r = document.getElementById("rules");
			if (!r.value.includes(%q)) return "missing";
			r.value = r.value.replace(%q, %q); r.dispatchEvent(new Event("input")); return "ok"; })()`, fleeLine, fleeLine, fleeDouble)
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[string](edit)); err != nil || ok != "ok" {
			return fmt.Errorf("editing the rules: %q %v", ok, err)
		}
		if changed, err = waitText(s, verdict, "not met", 30*time.Second); err != nil {
			return err
		}
		if trace, err = chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("trace").textContent`)); err != nil {
			return err
		}
		// RULEC_SCREENSHOTS=DIR keeps a picture of the edited run for the
		// docs (docs/img/playground.png), to be checked by eye.
		if dir := os.Getenv("RULEC_SCREENSHOTS"); dir != "" {
			if _, err := waitText(s, inner+`.getElementById("counter").textContent`, "step 0 of", 10*time.Second); err != nil {
				return err
			}
			for range move {
				if err := do(inner + `.getElementById("next").click()`); err != nil {
					return err
				}
			}
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, "playground.png"), png, 0o644); err != nil {
				return err
			}
		}
		// A syntax error shows inline, with its place.
		bad := `(() => { const r = document.getElementById("rules"); r.value = r.value.replace("flee_roll * 2in", "flee_roll * * 2in");
			r.dispatchEvent(new Event("input")); document.getElementById("run").click(); return "ok"; })()`
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](bad)); err != nil {
			return err
		}
		broken, err = waitText(s, `document.getElementById("errors").textContent`, "flee.rules:", 30*time.Second)
		return err
	}
	err := drive()
	s.Close(t, url)
	if err != nil {
		t.Fatalf("driving chromium: %v", err)
	}
	if !strings.Contains(first, "expectations: all met") {
		t.Errorf("the flee scenario's verdict: %q", first)
	}
	if before == "" || before == after {
		t.Errorf("stepping onto the move did not move A's label: y %q → %q", before, after)
	}
	if !strings.Contains(sentence, "Move the Shaken unit straight forward by the distance rolled") {
		t.Errorf("the move's clause shows %q, not its sentence", sentence)
	}
	if !strings.Contains(changed, "A.centre") || !strings.Contains(trace, "centre (36in, 24in)") {
		t.Errorf("after doubling the flee distance the verdict is %q and the trace lacks A's new centre (36in, 24in):\n%s", changed, trace)
	}
	if !strings.Contains(broken, "rules/flee.rules:") || !strings.Contains(broken, "^") {
		t.Errorf("the syntax error is not shown with its place and caret: %q", broken)
	}
}

// TestPlaygroundTimes runs every bundled scenario in the browser, one
// after another, without and with odds, printing each time as it goes and
// the slowest at the end (RULEC_PLAYGROUND_TIMES=1 runs it: a measurement
// for docs/play.md, not a check).
func TestPlaygroundTimes(t *testing.T) {
	if os.Getenv("RULEC_PLAYGROUND_TIMES") == "" {
		t.Skip("set RULEC_PLAYGROUND_TIMES=1 to time every bundled scenario in the browser")
	}
	exe, url, _ := served(t)
	s := browsertest.Start(t, exe, 1400, 1000, 60*time.Minute)
	ctx := s.Ctx
	type timing struct {
		ms   float64
		path string
	}
	var runs, odds []timing
	drive := func() error {
		if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
			return err
		}
		if _, err := waitText(s, `document.getElementById("verdict").textContent`, "expectations", 2*time.Minute); err != nil {
			return err
		}
		all, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#scenarios option")).map((o) => o.value)`))
		if err != nil {
			return err
		}
		for _, withOdds := range []bool{false, true} {
			for _, p := range all {
				ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](fmt.Sprintf(`(() => { const t0 = performance.now();
					rulecRun(JSON.stringify({path: %q, text: rulecFile(%q), odds: %v})); return performance.now() - t0; })()`, p, p, withOdds)))
				if err != nil {
					return fmt.Errorf("%s: %v", p, err)
				}
				fmt.Fprintf(os.Stderr, "%8.1f ms  odds=%v  %s\n", ms, withOdds, p)
				if withOdds {
					odds = append(odds, timing{ms, p})
				} else {
					runs = append(runs, timing{ms, p})
				}
			}
		}
		return nil
	}
	err := drive()
	s.Close(t, url)
	if err != nil {
		t.Fatal(err)
	}
	for _, list := range [][]timing{runs, odds} {
		total := 0.0
		for _, x := range list {
			total += x.ms
		}
		sort.Slice(list, func(i, j int) bool { return list[i].ms > list[j].ms })
		t.Logf("%d scenarios, %.0f ms in all; slowest: %.0f ms %s, %.0f ms %s, %.0f ms %s", len(list), total,
			list[0].ms, list[0].path, list[1].ms, list[1].path, list[2].ms, list[2].path)
	}
}
