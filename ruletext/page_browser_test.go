package ruletext

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/rulec-dev/rulec/internal/browsertest"
)

// TestPageInBrowser loads the page of testdata/march.rules in headless
// Chromium: no console error, no exception, no request beyond the file
// itself; a click on a sentence lists the clauses that quote it, and a
// click on a clause marks its sentences.
func TestPageInBrowser(t *testing.T) {
	exe := browsertest.Browser(t)
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

	s := browsertest.Start(t, exe, 1200, 800, 60*time.Second)
	ctx := s.Ctx

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
	s.Close(t, url)
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
