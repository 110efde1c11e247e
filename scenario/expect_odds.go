package scenario

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

// OddsExpect is the exact probability a scenario expects of a fact over
// every way its dice can fall: an event, `contact B E`, or a removal,
// `removed: U`.
type OddsExpect struct {
	Pos  // the fact's place
	Fact string
	// Unit is the unit of a removal, "" for an event.
	Unit string
	P    *big.Rat
	// Text is the probability as written, 21/36; ValuePos its place.
	Text     string
	ValuePos Pos
}

// fraction is a probability as a scenario writes it: 21/36, 0 or 1.
var fraction = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*(-?\d+)\s*(?:/\s*(-?\d+))?\s*$`)
})

// oddsExpects reads `{fact: fraction}`.
func (p *parser) oddsExpects(n *yaml.Node, path string) []OddsExpect {
	var out []OddsExpect
	p.mapping(n, path, "a mapping of events (or `removed: U`) to probabilities such as 21/36", func(key string, k, v *yaml.Node) {
		o := OddsExpect{Pos: p.pos(k), ValuePos: p.pos(v)}
		words := strings.Fields(strings.Replace(key, ":", " : ", 1))
		switch {
		case len(words) == 3 && words[0] == "removed" && words[1] == ":":
			o.Unit, o.Fact = words[2], "removed: "+words[2]
			p.refs = append(p.refs, ref{Pos: p.pos(k), id: o.Unit})
		case len(words) > 0 && !strings.Contains(key, ":"):
			for _, w := range words {
				if !isWord(w) {
					p.errorf(k, "%s: %q is not an event, `name arg arg`, or a removal, `removed: U`", path, key)
					return
				}
			}
			o.Fact = strings.Join(words, " ")
		default:
			p.errorf(k, "%s: %q is not an event, `name arg arg`, or a removal, `removed: U`", path, key)
			return
		}
		where := path + "." + o.Fact
		if !isScalar(v) {
			p.want(v, where, "a probability written as a fraction, such as 21/36")
			return
		}
		o.Text = strings.TrimSpace(v.Value)
		m := fraction().FindStringSubmatch(v.Value)
		if m == nil {
			e := p.errorf(v, "%s: %q is not a fraction", where, o.Text)
			e.Hint = "write the odds exactly as a fraction of the ways the dice fall, such as 21/36 (or 0, or 1)"
			return
		}
		num, den := m[1], m[2]
		if den == "" {
			den = "1"
		}
		r, ok := new(big.Rat).SetString(num + "/" + den)
		switch {
		case !ok:
			p.errorf(v, "%s: %s has a zero denominator", where, o.Text)
			return
		case r.Sign() < 0:
			p.errorf(v, "%s: %s is negative; odds are from 0 to 1", where, o.Text)
			return
		case r.Cmp(big.NewRat(1, 1)) > 0:
			p.errorf(v, "%s: %s is more than 1; odds are from 0 to 1", where, o.Text)
			return
		}
		o.P = r
		out = append(out, o)
	})
	return out
}

// isWord reports whether s is a name or unit id: letters, digits, _ and #.
func isWord(s string) bool {
	for _, r := range s {
		if !(r == '_' || r == '#' || r == '-' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return s != ""
}

// CheckOdds compares the probability of each fact the scenario expects
// with of, which returns it (nil for a fact it cannot give exactly), and
// returns the expectations not met. show prints a probability as the
// results do.
func (s *Scenario) CheckOdds(of func(fact string) *big.Rat, show func(*big.Rat) string) []Failure {
	var fail []Failure
	for _, o := range s.Expect.Odds {
		got := of(o.Fact)
		if got == nil {
			fail = append(fail, Failure{Pos: o.ValuePos, Field: "odds." + o.Fact, Want: o.Text, Got: "no exact answer (the dice were sampled)"})
			continue
		}
		if got.Cmp(o.P) != 0 {
			w, _ := o.P.Float64()
			g, _ := got.Float64()
			n := pointPlaces(100*w, 100*g)
			fail = append(fail, Failure{Pos: o.ValuePos, Field: "odds." + o.Fact,
				Want: fmt.Sprintf("%s (%.*f%%)", o.Text, n, 100*w), Got: fmt.Sprintf("%s (%.*f%%)", o.over(got, show), n, 100*g),
				Diff: fmt.Sprintf("%+.*f points", n, 100*(g-w))})
		}
	}
	return fail
}

// pointPlaces returns the decimals two different percentages must print
// to so that they, and their difference, differ: 1, or as many more as it
// takes, up to 12. 1/46656 against 0 printed "expected 0 (0.0%), got
// 1/46656 (0.0%) (+0.0 points)".
func pointPlaces(w, g float64) int {
	n := 1
	for n < 12 && (fmt.Sprintf("%.*f", n, w) == fmt.Sprintf("%.*f", n, g) ||
		fmt.Sprintf("%.*f", n, math.Abs(g-w)) == fmt.Sprintf("%.*f", n, 0.0)) {
		n++
	}
	return n
}

// over prints p over the denominator the expectation was written with,
// 21/36 beside 20/36, if it can be, and as show does otherwise.
func (o OddsExpect) over(p *big.Rat, show func(*big.Rat) string) string {
	m := fraction().FindStringSubmatch(o.Text)
	if m != nil && m[2] != "" {
		den, ok := new(big.Int).SetString(m[2], 10)
		if ok && den.Sign() > 0 {
			n := new(big.Int).Mul(p.Num(), den)
			q, r := new(big.Int).QuoRem(n, p.Denom(), new(big.Int))
			if r.Sign() == 0 {
				return q.String() + "/" + den.String()
			}
		}
	}
	return show(p)
}
