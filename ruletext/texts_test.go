package ruletext

import (
	"os"
	"path/filepath"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
)

// TestTextsKeepAndFollow checks that a book loaded through Texts warns as
// Load's does, takes an unchanged source from the earlier load (its
// normalized words are the same bytes in memory, not made again, and
// where the quotations occur in it is not found again), reads a changed
// one afresh, and searches a kept one again for changed quotations.
func TestTextsKeepAndFollow(t *testing.T) {
	dir := t.TempDir()
	rules, src := filepath.Join(dir, "a.rules"), filepath.Join(dir, "a.txt")
	write := func(p, s string) {
		t.Helper()
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(rules, "source \"a.txt\"\n\nprocedure go(unit: unit) ref \"Pivot once\" {\n  move unit, forward: 1in\n}\n")
	write(src, "A unit may pivot once. Then it moves.\n")
	var ts Texts
	load := func() (*Book, *Book) {
		t.Helper()
		kept, err := ts.Load(nil, rules)
		if err != nil {
			t.Fatal(err)
		}
		fresh, err := Load(rules)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(fresh.Diags.Error(), kept.Diags.Error()); d != "" {
			t.Errorf("warnings through Texts differ from Load's (-Load +Texts):\n%s", d)
		}
		return kept, fresh
	}
	norm := func(b *Book) *byte { return unsafe.StringData(b.Sources[0].norm) }
	a, _ := load()
	if len(a.Diags) != 0 {
		t.Fatalf("warnings = %v, want none", a.Diags)
	}
	b, fresh := load()
	if norm(b) != norm(a) || norm(fresh) == norm(a) {
		t.Errorf("an unchanged source was made a text again (kept %p, %p; Load's %p)", norm(a), norm(b), norm(fresh))
	}
	if b.Sources[0].Text == a.Sources[0].Text {
		t.Error("two books share one Text, whose occurrences each sets")
	}
	if b.Sources[0].occ != a.Sources[0].occ {
		t.Error("an unchanged source was searched again for the same quotations")
	}
	write(src, "A unit may pivot twice. Then it moves.\n")
	c, _ := load()
	if norm(c) == norm(a) || c.Sources[0].occ == a.Sources[0].occ || len(c.Diags) != 1 {
		t.Errorf("after the source changed: warnings %v (want the quotation missing), text kept %v", c.Diags, norm(c) == norm(a))
	}
	// The ref changed, the source not: the source is kept, but searched
	// for the new quotation.
	write(rules, "source \"a.txt\"\n\nprocedure go(unit: unit) ref \"Pivot twice\" {\n  move unit, forward: 1in\n}\n")
	d, _ := load()
	if norm(d) != norm(c) || d.Sources[0].occ == c.Sources[0].occ || len(d.Diags) != 0 {
		t.Errorf("after the ref changed: warnings %v (want none), text kept %v", d.Diags, norm(d) == norm(c))
	}
}

// TestTextsOnBundledRulesets checks that books loaded through one Texts,
// each ruleset twice and the rulesets in turn (so that the table of
// fragments is kept, then built anew), find every quotation where Load
// does and warn as it does.
func TestTextsOnBundledRulesets(t *testing.T) {
	if _, err := os.Stat("../../shared/seeds"); err != nil {
		t.Skip("the seed texts are not at ../shared/seeds next to the repository")
	}
	var ts Texts
	rulesets := []string{"../rules/pursuit.rules", "../rules/flee.rules", "../rules/charge.rules", "../rules/dbm.rules", "../rules/assault.rules"}
	for round := range 2 {
		for _, rules := range rulesets {
			want, err := Load(rules)
			if err != nil {
				t.Fatalf("%s: %v", rules, err)
			}
			for range 2 {
				got, err := ts.Load(nil, rules)
				if err != nil {
					t.Fatalf("%s: %v", rules, err)
				}
				if got.Diags.Error() != want.Diags.Error() || len(got.Clauses) != len(want.Clauses) {
					t.Fatalf("%s, round %d: Texts' book warns %q of %d clauses, Load's %q of %d", rules, round, got.Diags.Error(), len(got.Clauses), want.Diags.Error(), len(want.Clauses))
				}
				matched := 0
				for i, c := range got.Clauses {
					if d := cmp.Diff(want.Clauses[i].Matches, c.Matches); d != "" {
						t.Errorf("%s: %s: matches differ (-Load +Texts):\n%s", rules, c.Pos, d)
					}
					matched += len(c.Matches)
				}
				if matched == 0 {
					t.Errorf("%s: no clause matched its text", rules)
				}
			}
		}
	}
}
