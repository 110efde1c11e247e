package odds

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/interp"
)

// MaxDiceText is the longest dice description DiceRanges prints before
// it cuts the rest short.
const MaxDiceText = 160

// DiceRanges describes a set of dice sequences compactly: `7..12` for one
// roll, `7..12 then 2..6 or 2..6 then 7..12` for two, `[1..6 6]` for a
// roll read die by die, `2..4,9..12` for values that are not one range.
// Each alternative is a product: every value of the first roll listed with
// every value of the second.
func DiceRanges(seqs [][]interp.Die) string { return diceRanges(seqs, true, len(seqs)) }

// diceRanges is DiceRanges of some of total sequences (all is false when
// seqs are only the first of them; total is -1 when more than
// MaxDiceKept, number unknown), saying how many there were when it shows
// only some.
func diceRanges(seqs [][]interp.Die, all bool, total int) string {
	type group struct {
		shape  []int // per roll: 0 for a total, else its number of dice
		tuples [][]int
	}
	var groups []*group
	for _, seq := range seqs {
		var shape, tup []int
		for _, d := range seq {
			if d.Faces != nil {
				shape = append(shape, len(d.Faces))
				tup = append(tup, d.Faces...)
			} else {
				shape = append(shape, 0)
				tup = append(tup, d.Total)
			}
		}
		i := slices.IndexFunc(groups, func(g *group) bool { return slices.Equal(g.shape, shape) })
		if i < 0 {
			groups = append(groups, &group{shape: shape})
			i = len(groups) - 1
		}
		groups[i].tuples = append(groups[i].tuples, tup)
	}
	var alts []string
	for _, g := range groups {
		if len(g.shape) == 0 {
			alts = append(alts, "no rolls")
			continue
		}
		for _, a := range product(g.tuples) {
			alts = append(alts, layout(a, g.shape))
		}
	}
	s := strings.Join(alts, " or ")
	if len(s) > MaxDiceText || !all {
		cut := len(s)
		if cut > MaxDiceText {
			if cut = strings.LastIndex(s[:MaxDiceText], " or "); cut < 0 {
				cut = MaxDiceText
			}
		}
		if total < 0 {
			s = s[:cut] + fmt.Sprintf(" or ... (more than %d dice sequences)", MaxDiceKept)
		} else {
			s = s[:cut] + fmt.Sprintf(" or ... (%d dice sequences in all)", total)
		}
	}
	return s
}

// product splits tuples of equal length into products of sets: each
// alternative lists, per position, the values it takes with every value
// of every other position.
func product(tuples [][]int) [][][]int {
	if len(tuples) == 0 {
		return nil
	}
	if len(tuples[0]) == 1 {
		set := make([]int, 0, len(tuples))
		for _, t := range tuples {
			set = append(set, t[0])
		}
		slices.Sort(set)
		return [][][]int{{slices.Compact(set)}}
	}
	var firsts []int
	rest := map[int][][]int{}
	for _, t := range tuples {
		if _, ok := rest[t[0]]; !ok {
			firsts = append(firsts, t[0])
		}
		rest[t[0]] = append(rest[t[0]], t[1:])
	}
	slices.Sort(firsts)
	type alt struct {
		firsts []int
		rest   [][][]int
	}
	var alts []*alt
	byKey := map[string]*alt{}
	for _, f := range firsts {
		r := product(rest[f])
		k := fmt.Sprint(r)
		if a := byKey[k]; a != nil {
			a.firsts = append(a.firsts, f)
			continue
		}
		a := &alt{firsts: []int{f}, rest: r}
		byKey[k] = a
		alts = append(alts, a)
	}
	var out [][][]int
	for _, a := range alts {
		for _, r := range a.rest {
			out = append(out, append([][]int{a.firsts}, r...))
		}
	}
	return out
}

// layout prints one product: positions grouped into rolls by shape.
func layout(sets [][]int, shape []int) string {
	var rolls []string
	i := 0
	for _, n := range shape {
		if n == 0 {
			rolls = append(rolls, ranges(sets[i]))
			i++
			continue
		}
		dice := make([]string, n)
		for k := range dice {
			dice[k] = ranges(sets[i])
			i++
		}
		rolls = append(rolls, "["+strings.Join(dice, " ")+"]")
	}
	return strings.Join(rolls, " then ")
}

// ranges prints sorted distinct values as ranges: 2..4,9,11..12.
func ranges(v []int) string {
	var parts []string
	for i := 0; i < len(v); {
		j := i
		for j+1 < len(v) && v[j+1] == v[j]+1 {
			j++
		}
		switch {
		case j == i:
			parts = append(parts, strconv.Itoa(v[i]))
		default:
			parts = append(parts, fmt.Sprintf("%d..%d", v[i], v[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ",")
}
