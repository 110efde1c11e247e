package ruletext

import (
	"os"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
)

// BenchmarkLoadParsed is the part of `rulec check rules/pursuit.rules`
// that reads its sources and matches its refs against them: the files
// are parsed once, outside the loop, as check hands them over.
func BenchmarkLoadParsed(b *testing.B) {
	parsed := map[string]*grammar.File{}
	for _, p := range []string{"../rules/pursuit.rules", "../rules/charge.rules"} {
		src, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		f, err := grammar.Parse(p, src)
		if err != nil {
			b.Fatal(err)
		}
		parsed[p] = f
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadParsed(parsed, "../rules/pursuit.rules"); err != nil {
			b.Fatal(err)
		}
	}
}
