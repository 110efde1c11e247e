package ruletext

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestSplitSentencesItemsHeadings(t *testing.T) {
	raw := "Marching\n\n(Rule)\nOne thing. Two things, i.e. more. Flees 7\". Then\n• A bullet. After it.\nCaption.a) First.\n../pics/x.pdf_tex\n3. Legal Position?\n"
	tx, err := NewText("t.txt", []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, u := range tx.Units() {
		got = append(got, string(u.Kind)+":"+u.Text)
	}
	want := []string{
		"heading:Marching", "heading:(Rule)", "sentence:One thing.", "sentence:Two things, i.e. more.",
		`sentence:Flees 7".`, "sentence:Then", "item:• A bullet.", "sentence:After it.",
		"sentence:Caption.", "item:a) First.", "heading:3. Legal Position?",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("units:\n got %q\nwant %q", got, want)
	}
}

func TestNotText(t *testing.T) {
	if _, err := NewText("x.bin", []byte{0x89, 'P', 'N', 'G', 0, 1}); err == nil || !strings.Contains(err.Error(), "not a text file") {
		t.Errorf("binary source: err = %v", err)
	}
}

func TestFindIgnoresCaseSpaceAndTypographicQuotes(t *testing.T) {
	tx, _ := NewText("t.txt", []byte("Roll a die for the “weather”\nbefore   the game. Then stop."))
	for _, q := range []string{`roll a DIE for the "weather" before the game`, "Roll a die ... the game. Then", "for the\u201cweather\u201d"} {
		ps := tx.Find(q)
		if len(ps) != 1 {
			t.Errorf("Find(%q) = %v, want one passage", q, ps)
		}
	}
	if ps := tx.Find("Roll a die for the rain"); len(ps) != 0 {
		t.Errorf("Find of a missing quotation = %v", ps)
	}
	ps := tx.Find("Roll ... game.")
	if len(ps) != 1 || tx.Excerpt(ps[0]) != "Roll a die for the “weather” before the game." {
		t.Errorf("an elided quotation spans its fragments: %v", ps)
	}
}

func TestQuotations(t *testing.T) {
	ex, cands := Quotations(`2.2: “the unit stops” and “moves on” within 1" and 2"`)
	if len(ex) != 2 || ex[0] != "the unit stops" || ex[1] != "moves on" || cands != nil {
		t.Errorf("explicit: %q %q", ex, cands)
	}
	ex, cands = Quotations("Step 1: Pivot: the unit pivots")
	if ex != nil || len(cands) != 3 || cands[1] != "Pivot: the unit pivots" || cands[2] != "the unit pivots" {
		t.Errorf("implicit: %q %q", ex, cands)
	}
}

func TestLoadWarnsAndAccounts(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"march.txt", "march.rules"} {
		b, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		if f == "march.rules" {
			b = bytes.Replace(b, []byte(`stop ref "it cannot March."`), []byte(`stop ref "it cannot Marhc"`), 1)
		}
		os.WriteFile(filepath.Join(dir, f), b, 0o644)
	}
	book, err := Load(filepath.Join(dir, "march.rules"))
	if err != nil {
		t.Fatal(err)
	}
	if len(book.Diags) != 1 {
		t.Fatalf("diags = %v, want one", book.Diags)
	}
	d := book.Diags[0]
	if !d.Warning || d.Pos.Line != 11 || d.Pos.Column != 10 || !strings.Contains(d.Msg, `"it cannot Marhc" is not in the source`) || !strings.Contains(d.Hint, `did you mean "It cannot March"`) {
		t.Errorf("diag = %s (hint %q)", d, d.Hint)
	}
	rep := book.Account(false)
	c := rep.Coverage
	// Sentences: "A unit that Marches ...", "It cannot March within 8"...",
	// the two bullets, and the weather sentence: 5. Encoded: the first and
	// the Shaken bullet; unencoded: the weather; open: two.
	if c.Sentences != 5 || c.Encoded != 2 || c.Unencoded != 1 || c.Open != 2 || c.Accounted() {
		t.Errorf("coverage = %+v", c)
	}
	var states []string
	for _, s := range rep.Sources[0].Sentences {
		states = append(states, string(s.State))
	}
	want := "heading heading encoded not-encoded encoded not-encoded unencoded"
	if got := strings.ReplaceAll(strings.Join(states, " "), "not encoded", "not-encoded"); got != want {
		t.Errorf("states = %s, want %s", got, want)
	}
	if _, err := json.Marshal(rep); err != nil {
		t.Error(err)
	}
}

func TestMissingSourceIsAPositionedWarning(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.rules")
	os.WriteFile(p, []byte("ruleset \"x\"\nsource \"nowhere.txt\"\nprocedure p() ref \"x\" {\n  stop\n}\n"), 0o644)
	book, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(book.Diags) != 1 || book.Diags[0].Pos.Line != 2 || !strings.Contains(book.Diags[0].Msg, "cannot read source") {
		t.Errorf("diags = %v", book.Diags)
	}
}

func TestTwoFilesNamingOneSourceMatchOnce(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "t.txt"), []byte("Roll a die. Then move.\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.rules"), []byte("ruleset \"a\"\nsource \"t.txt\"\nimport \"b.rules\"\nprocedure p() ref \"Roll a die.\" {\n  stop\n}\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.rules"), []byte("ruleset \"b\"\nsource \"t.txt\"\nunencoded \"Then move.\" because \"no moving\"\n"), 0o644)
	book, err := Load(filepath.Join(dir, "a.rules"))
	if err != nil {
		t.Fatal(err)
	}
	if len(book.Diags) != 0 || len(book.Sources) != 1 {
		t.Errorf("diags %v, %d sources; want none and one", book.Diags, len(book.Sources))
	}
	if c := book.Account(false).Coverage; c.Encoded != 1 || c.Unencoded != 1 || !c.Accounted() {
		t.Errorf("coverage %+v", c)
	}
}

// TestSplitQuotationMatches checks that a ref and an unencoded passage
// written as adjacent strings over several lines, as rulec fmt wraps long
// ones, are matched as the joined quotation, and that a wrong piece makes
// a quotation the source does not hold.
func TestSplitQuotationMatches(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "march.txt"))
	if err != nil {
		t.Fatal(err)
	}
	rules := "source \"march.txt\"\n\n" +
		"unencoded \"Roll a die for the \"\n          \"weather\"\n  because \"no \" \"weather\"\n\n" +
		"procedure march(unit: unit)\n    ref \"A unit that Marches \"\n        \"moves up to twice its Move\" {\n" +
		"  move unit, forward: 2in\n      ref \"It cannot %s \"\n          \"within 8\\\" of an enemy unit\"\n}\n"
	for _, tt := range []struct {
		word  string
		diags int
	}{{"March", 0}, {"Run", 1}} {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "march.txt"), text, 0o644)
		os.WriteFile(filepath.Join(dir, "march.rules"), fmt.Appendf(nil, rules, tt.word), 0o644)
		book, err := Load(filepath.Join(dir, "march.rules"))
		if err != nil {
			t.Fatal(err)
		}
		if len(book.Diags) != tt.diags {
			t.Errorf("%s: diags = %v, want %d", tt.word, book.Diags, tt.diags)
		}
		if len(book.Clauses) != 2 || book.Clauses[0].Ref != "A unit that Marches moves up to twice its Move" ||
			len(book.Clauses[0].Matches) != 1 || len(book.Clauses[1].Matches) != 1-tt.diags {
			t.Errorf("%s: clauses = %+v", tt.word, book.Clauses)
		}
		if len(book.Omissions) != 1 || book.Omissions[0].Reason != "no weather" || len(book.Omissions[0].Matches) != 1 {
			t.Errorf("%s: omissions = %+v", tt.word, book.Omissions)
		}
	}
}

// TestQuotedPartsMatchesRegexp checks quotedParts against the regexp it
// stands for, on refs with marks in every arrangement.
func TestQuotedPartsMatchesRegexp(t *testing.T) {
	re := regexp.MustCompile(`“([^”]+)”`)
	refs := []string{"", "plain", "“a”", "“a” and “b c”", "“”", "“”x”", "““a”", "“a““b”", "“a", "a”",
		"”“a”", "x “a” y “", "“\n”", "“a”“b”", "“é” “”“ü”", "\"a\" “b”", "“a” ” “", "“\xff”"}
	r := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"“", "”", "a", " ", "\"", "é", "…"}
	for range 2000 {
		var b strings.Builder
		for range r.IntN(10) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		refs = append(refs, b.String())
	}
	for _, ref := range refs {
		var want []string
		for _, m := range re.FindAllStringSubmatch(ref, -1) {
			want = append(want, m[1])
		}
		if got := quotedParts(ref); !slices.Equal(got, want) {
			t.Errorf("quotedParts(%q) = %q, want %q", ref, got, want)
		}
	}
}

// dropped has bit c set for each ASCII byte c that normalizeByAppend
// drops: the white space of unicode.IsSpace and the double quote.
const dropped = 1<<' ' | 1<<'\t' | 1<<'\n' | 1<<'\v' | 1<<'\f' | 1<<'\r' | 1<<'"'

// TestFold checks normalize's table of ASCII bytes against the rule it
// encodes: white space (as unicode.IsSpace says) and the double quote
// dropped, every other byte lowercased as unicode.ToLower does.
func TestFold(t *testing.T) {
	if len(fold) != utf8.RuneSelf {
		t.Fatalf("fold has %d bytes, want %d", len(fold), utf8.RuneSelf)
	}
	for c := range utf8.RuneSelf {
		want := byte(unicode.ToLower(rune(c)))
		if unicode.IsSpace(rune(c)) || c == '"' {
			want = drop
		}
		if fold[c] != want {
			t.Errorf("fold[%q] = %#x, want %#x", rune(c), fold[c], want)
		}
	}
}

// normalizeByAppend is normalize as it was written first, appending a
// byte at a time: TestNormalizeAgrees holds the faster one to it.
func normalizeByAppend(s string, spans bool) (string, []int32) {
	var starts []int32
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			switch {
			case c < 64 && dropped>>c&1 != 0:
			case c == '\\' && i+1 < len(s) && s[i+1] == ' ':
			default:
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				b = append(b, c)
				if spans {
					starts = append(starts, int32(i))
				}
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			i += size
			continue
		case r == '‘' || r == '’' || r == '‚' || r == '′':
			r = '\''
		case r == '“' || r == '”' || r == '„' || r == '″':
			i += size
			continue
		}
		n := len(b)
		b = utf8.AppendRune(b, unicode.ToLower(r))
		for j := n; spans && j < len(b); j++ {
			starts = append(starts, int32(i))
		}
		i += size
	}
	return string(b), starts
}

// TestNormalizeAgrees checks normalize against normalizeByAppend on texts
// of every kind of character it treats apart, lower cases longer than
// their upper and bytes that are no UTF-8 among them.
func TestNormalizeAgrees(t *testing.T) {
	pieces := []string{"a", "Z", " ", "\t", "\n", "\"", "\\ ", "\\", "’", "“", "”", "É", "Ⱥ", "Ⱦ", "K", "\u00a0",
		"\u2003", "ǅ", "İ", "\xff", "\xe2\x80", "1.5\"", "…", "\x00", "\v", "~", "@[`{"}
	r := rand.New(rand.NewPCG(3, 4))
	texts := []string{"", "Ⱥ", "ȺȺȺ", "aȺ b", "\xff\xff"}
	for range 5000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	raw, err := os.ReadFile("../../shared/seeds/000_f57b537571c492dd.txt")
	if err != nil {
		t.Fatal(err)
	}
	texts = append(texts, string(raw))
	var all []byte // every text appended by appendNorm, as a book's fragments are
	var wantAll strings.Builder
	for _, s := range texts {
		for _, spans := range []bool{false, true} {
			got, gotStarts := normalize(s, spans)
			want, wantStarts := normalizeByAppend(s, spans)
			if got != want || !slices.Equal(gotStarts, wantStarts) {
				t.Errorf("normalize(%q, %v) = %q %v, want %q %v", s, spans, got, gotStarts, want, wantStarts)
			}
		}
		all, _ = appendNorm(all, nil, s, false)
		want, _ := normalizeByAppend(s, false)
		wantAll.WriteString(want)
	}
	if string(all) != wantAll.String() {
		t.Errorf("appendNorm of every text one after another differs from their normalized texts joined")
	}
}
