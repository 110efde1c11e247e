package ruletext

import (
	"sort"
	"strings"
	"unicode"

	"github.com/rulec-dev/rulec/diag"
)

// word is a word of a text and where it is.
type word struct {
	norm       string
	start, end int
}

// words splits a text into words.
func words(raw string) []word {
	var out []word
	start := -1
	for i, r := range raw + " " {
		if unicode.IsSpace(r) {
			if start >= 0 {
				out = append(out, word{norm(raw[start:i]), start, i})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// nearest returns the passage of any source closest to a quotation that
// matched nowhere: of the windows of as many words as the quotation that
// share the most words with it, the one at the least edit distance.
func (b *Book) nearest(srcs []int, quote string) (*Source, Passage, bool) {
	// Only the first words count: a hint needs no more, and the edit
	// distance grows with the square of the length.
	const maxWords = 40
	quote = ellipsis().ReplaceAllString(quote, " ")
	q := words(quote)
	if len(q) == 0 {
		return nil, Passage{}, false
	}
	if len(q) > maxWords {
		q = q[:maxWords]
		quote = quote[:q[maxWords-1].end]
	}
	want := map[string]bool{}
	for _, w := range q {
		want[w.norm] = true
	}
	type window struct {
		src         int
		first, last int
		shared      int
	}
	var cands []window
	ws := make([][]word, len(b.Sources))
	for _, si := range srcs {
		ws[si] = words(b.Sources[si].Raw)
		w := ws[si]
		for i := range w {
			j := min(i+len(q), len(w))
			n := 0
			for _, x := range w[i:j] {
				if want[x.norm] {
					n++
				}
			}
			if n > 0 {
				cands = append(cands, window{si, i, j - 1, n})
			}
		}
	}
	if len(cands) == 0 {
		return nil, Passage{}, false
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].shared > cands[j].shared })
	if len(cands) > 40 {
		cands = cands[:40]
	}
	qn := norm(quote)
	best, bestD := cands[0], -1
	for _, c := range cands {
		var sb strings.Builder
		for _, x := range ws[c.src][c.first : c.last+1] {
			sb.WriteString(x.norm)
		}
		if d := diag.EditDistance(qn, sb.String()); bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	w := ws[best.src]
	return b.Sources[best.src], Passage{w[best.first].start, w[best.last].end}, true
}
