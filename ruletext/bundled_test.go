package ruletext

import (
	"os"
	"reflect"
	"testing"
)

// TestBundledRulesetsAccountForTheirTexts keeps the bundled rulesets at
// full accounting: every quotation found, once, and every sentence of the
// texts they name encoded or marked unencoded with a reason. The texts are
// read where the rules name them (../shared/seeds next to the repository);
// without them there is nothing to account for.
func TestBundledRulesetsAccountForTheirTexts(t *testing.T) {
	if _, err := os.Stat("../../shared/seeds"); err != nil {
		t.Skip("the seed texts are not at ../shared/seeds next to the repository")
	}
	for _, rules := range []string{"../rules/pursuit.rules", "../rules/flee.rules", "../rules/charge.rules", "../rules/dbm.rules", "../rules/assault.rules"} {
		book, err := Load(rules)
		if err != nil {
			t.Fatalf("%s: %v", rules, err)
		}
		for _, d := range book.Diags {
			t.Errorf("%s (%s)", d, d.Hint)
		}
		rep := book.Account(false)
		for _, s := range rep.Sources {
			if !s.Coverage.Accounted() {
				t.Errorf("%s: %s: %s", rules, s.Name, s.Coverage)
				for _, sent := range s.Sentences {
					if sent.State == Open {
						t.Errorf("  %s:%d not encoded: %s", s.Name, sent.Line, sent.Text)
					}
				}
			}
		}
	}
}

// TestIndexFinds checks that finding a quotation through a text's index
// gives what scanning the text gives: every quotation every clause and
// omission of the bundled rulesets tries, in every source they name, and
// pieces of them.
func TestIndexFinds(t *testing.T) {
	if _, err := os.Stat("../../shared/seeds"); err != nil {
		t.Skip("the seed texts are not at ../shared/seeds next to the repository")
	}
	tried := 0
	for _, rules := range []string{"../rules/pursuit.rules", "../rules/dbm.rules", "../rules/assault.rules"} {
		book, err := Load(rules)
		if err != nil {
			t.Fatalf("%s: %v", rules, err)
		}
		var quotes []string
		for _, c := range book.Clauses {
			explicit, candidates := Quotations(c.Ref)
			quotes = append(append(quotes, explicit...), candidates...)
		}
		for _, o := range book.Omissions {
			quotes = append(quotes, o.Quote)
		}
		for i, q := range quotes {
			// pieces that occur more than once, and quotations with an
			// ellipsis whose second part comes before the first
			quotes = append(quotes, q[:len(q)/4], q[len(q)/2:]+" ... "+q[:len(q)/2])
			if i > 2 {
				quotes = append(quotes, quotes[i-3][len(quotes[i-3])/2:]+" … "+q[:len(q)/3])
			}
		}
		var frags []string
		for _, q := range quotes {
			frags = append(frags, fragments(q)...)
		}
		for _, s := range book.Sources {
			scan := &Text{Path: s.Path, Raw: s.Raw, norm: s.norm, starts: s.starts, lines: s.lines}
			indexed := &Text{Path: s.Path, Raw: s.Raw, norm: s.norm, starts: s.starts, lines: s.lines}
			indexed.index(frags)
			for _, q := range quotes {
				indexed, scanned := indexed.Find(q), scan.Find(q)
				if !reflect.DeepEqual(indexed, scanned) {
					t.Errorf("%s: Find(%q) with the index is %v, by scanning %v", s.Name, q, indexed, scanned)
				}
				tried += len(scanned)
			}
		}
	}
	if tried < 500 {
		t.Errorf("only %d passages found", tried)
	}
}

// regexpFragments is fragments as it was, splitting with the regexp.
func regexpFragments(quote string) []string {
	var out []string
	for _, f := range ellipsis().Split(quote, -1) {
		if n := norm(f); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// TestFragments checks fragments against the regexp split on quotations
// with ellipses of both kinds, runs of dots and none.
func TestFragments(t *testing.T) {
	for _, q := range []string{"", "a", "...", "…", "a...b", "a…b...c", "a....b", "a.....b", ".. a . b",
		"a … … b", "x...", "…x", "A … b ... C …… d", "…...…"} {
		if got, want := fragments(q), regexpFragments(q); !reflect.DeepEqual(got, want) {
			t.Errorf("fragments(%q) = %q, split by the regexp %q", q, got, want)
		}
	}
}

// FuzzText checks that splitting, finding and the nearest passage never
// panic, and that every unit lies inside the text in order.
func FuzzText(f *testing.F) {
	for _, s := range []string{
		"Marching\n\n(Rule)\nOne. Two, i.e. more.\n• A bullet.\nCaption.a) First.\n3. Legal Position?\n",
		"a \\ b “c” ‘d’ ... …", "1.", ".a) ", "x.1. y", "\xff\xfe", "",
	} {
		f.Add(s, "One ... more")
	}
	f.Fuzz(func(t *testing.T, raw, quote string) {
		tx, err := NewText("f.txt", []byte(raw))
		if err != nil {
			return
		}
		end := 0
		for _, u := range tx.Units() {
			if u.Start < end || u.End > len(raw) || u.Start >= u.End {
				t.Fatalf("unit %+v out of order or outside the text (len %d, previous end %d)", u, len(raw), end)
			}
			end = u.End
		}
		if got, want := fragments(quote), regexpFragments(quote); !reflect.DeepEqual(got, want) {
			t.Fatalf("fragments(%q) = %q, split by the regexp %q", quote, got, want)
		}
		found := tx.Find(quote)
		for _, p := range found {
			if p.Start < 0 || p.End > len(raw) || p.Start > p.End {
				t.Fatalf("passage %+v outside the text", p)
			}
			tx.UnitsIn(p)
			tx.Excerpt(p)
		}
		tx.index(fragments(quote))
		if indexed := tx.Find(quote); !reflect.DeepEqual(indexed, found) {
			t.Fatalf("Find(%q) with the index is %v, by scanning %v", quote, indexed, found)
		}
		b := &Book{Sources: []*Source{{Text: tx, Name: "f.txt"}}}
		b.nearest([]int{0}, quote)
	})
}
