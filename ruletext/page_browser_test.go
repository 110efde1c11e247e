package ruletext

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// browser returns the path of a Chromium to drive, or skips the test.
func browser(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium on PATH (Debian: apt-get install -y chromium; .ci/run installs it): the page is not tested in a browser")
	return ""
}

// TestPageInBrowser loads the page of testdata/march.rules in headless
// Chromium: no console error, no exception, no request beyond the file
// itself; a click on a sentence lists the clauses that quote it, and a
// click on a clause marks its sentences.
func TestPageInBrowser(t *testing.T) {
	exe := browser(t)
	book, err := Load("testdata/march.rules")
	if err != nil {
		t.Fatal(err)
	}
	rep := book.Account(false)
	// The sentence of the Shaken bullet and the clauses that quote it.
	var id string
	var want []ClauseReport
	for _, s := range rep.Sources[0].Sentences {
		if strings.Contains(s.Text, "If the unit is Shaken") {
			id = s.ID
			for _, ci := range s.Clauses {
				want = append(want, rep.Clauses[ci])
			}
		}
	}
	if id == "" || len(want) != 2 {
		t.Fatalf("the Shaken sentence (%q) should be quoted by two clauses, is by %d", id, len(want))
	}
	page := filepath.Join(t.TempDir(), "march.html")
	if err := os.WriteFile(page, rep.HTML(), 0o644); err != nil {
		t.Fatal(err)
	}
	url := "file://" + page

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.WindowSize(1200, 800))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelA()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancelT := context.WithTimeout(ctx, 60*time.Second)
	defer cancelT()

	// Console messages (errors, warnings, exceptions) and requests are
	// collected until the actions are done.
	listen, stop := context.WithCancel(ctx)
	var mu sync.Mutex
	var problems, requests []string
	var wg sync.WaitGroup
	messages := chromedp.Console(listen)
	sent := chromedp.Events(listen, network.RequestWillBeSent)
	wg.Add(2)
	go func() {
		defer wg.Done()
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleWarning || m.IsException() {
				mu.Lock()
				problems = append(problems, m.String())
				mu.Unlock()
			}
		}
	}()
	go func() {
		defer wg.Done()
		for ev, err := range sent {
			if err != nil {
				return
			}
			mu.Lock()
			requests = append(requests, ev.Request.URL)
			mu.Unlock()
		}
	}()

	var title, listed, clauseClass, hitClass string
	drive := func() error {
		if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitReady(chromedp.CSS("#side"))); err != nil {
			return fmt.Errorf("loading the page: %w", err)
		}
		var err error
		if title, err = chromedp.Run(ctx, chromedp.Title()); err != nil {
			return err
		}
		click, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if err := chromedp.Do(click, chromedp.Click(chromedp.CSS("#"+id)), chromedp.WaitVisible(chromedp.CSS("#sentence-clauses"))); err != nil {
			return fmt.Errorf("a click on sentence %s shows no clause list: %w", id, err)
		}
		if listed, err = chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#sentence-clauses"))); err != nil {
			return err
		}
		if clauseClass, err = chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("c1").className`)); err != nil {
			return err
		}
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#c2"))); err != nil {
			return fmt.Errorf("clicking clause c2: %w", err)
		}
		hitClass, err = chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("`+id+`").className`))
		return err
	}
	err = drive()
	// Let late console messages arrive before the listeners stop.
	time.Sleep(200 * time.Millisecond)
	stop()
	wg.Wait()

	for _, p := range problems {
		t.Errorf("console: %s", p)
	}
	sawPage := false
	for _, r := range requests {
		switch {
		case r == url:
			sawPage = true
		case !strings.HasPrefix(r, "data:"):
			t.Errorf("the page requested %s: it must be self-contained", r)
		}
	}
	if !sawPage {
		t.Errorf("the request listener saw no request for the page itself (%v): it does not work", requests)
	}
	if err != nil {
		t.Fatalf("driving chromium: %v", err)
	}
	if title != "Rule text and clauses" {
		t.Errorf("title %q", title)
	}
	for _, c := range want {
		if w := fmt.Sprintf("march.rules:%d", c.Line); !strings.Contains(listed, w) || !strings.Contains(listed, c.Head) {
			t.Errorf("after a click on the sentence, the clause list %q lacks %s %s", listed, w, c.Head)
		}
	}
	if !strings.Contains(clauseClass, "sel") {
		t.Errorf("clause c1 (the if) is not marked after the click on its sentence: class %q", clauseClass)
	}
	if !strings.Contains(hitClass, "hit") {
		t.Errorf("after a click on clause c2 (stop), its sentence is not marked: class %q", hitClass)
	}
}
