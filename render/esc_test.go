package render

import (
	"encoding/xml"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestEscMatchesXML: esc escapes as encoding/xml's EscapeText, which it
// stands in for, on every byte, every rune class XML treats apart
// (controls, surrogates, U+FFFE, U+FFFF, beyond U+10FFFF as bytes),
// invalid UTF-8 and random strings of them.
func TestEscMatchesXML(t *testing.T) {
	want := func(s string) string {
		var b strings.Builder
		xml.EscapeText(&b, []byte(s))
		return b.String()
	}
	cases := []string{"", "plain", `a"b'c&d<e>f`, "tab\there\nnew\rret", "\uFFFD", "\uFFFE\uFFFF", "\U0010FFFF", "é × ½ — “q”"}
	for c := 0; c < 256; c++ {
		cases = append(cases, string([]byte{byte(c)}), "x"+string(rune(c))+"y")
	}
	cases = append(cases, "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc3", "ab\xffcd", "\xe2\x82")
	atoms := []string{"a", "&", "<", ">", `"`, "'", "\t", "\n", "\r", "\x00", "\x1f", "\x7f", "é", "\uFFFD", "\uFFFE", "\U0001F600", "\xff", "\xc3", "\xed\xa0\x80", " "}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(atoms[rng.IntN(len(atoms))])
		}
		cases = append(cases, b.String())
	}
	for _, s := range cases {
		if got, w := esc(s), want(s); got != w {
			t.Errorf("esc(%q) = %q, encoding/xml writes %q", s, got, w)
		}
	}
}
