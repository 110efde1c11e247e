package interp

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
)

// A run is a function of its dice: given the results of its rolls in
// order, it always does the same. A DiceSource supplies those results when
// a scenario's fixed dice do not (Input.Source): Explore enumerates them,
// branching at each roll; Sampled draws them at random from a seed.

// Roll describes one roll a run makes: NdS, read as a total or as the dice
// one by one.
type Roll struct {
	Name     string
	N, Sides int
	Faces    bool // the rules read the dice one by one
	Pos      grammar.Position
}

// Die is one roll's result: its total, and its dice one by one when the
// roll reads them (nil otherwise).
type Die struct {
	Total int
	Faces []int
}

// String prints a result as a scenario writes it: 7, or [2, 5].
func (d Die) String() string {
	if d.Faces != nil {
		return diceList(d.Faces)
	}
	return strconv.Itoa(d.Total)
}

// Weighted is one result of a roll and how many of the roll's Sides^N
// equally likely faces give it: exactly, as a big integer, since 16D20
// already makes a total more ways than an int64 holds.
type Weighted struct {
	Die
	Count *big.Int
}

// DiceSource supplies the result of roll i (0-based) of a run.
type DiceSource interface {
	Roll(i int, r Roll) (Die, error)
}

// Outcomes returns every result of the roll with its count, out of
// Sides^N: the totals N to N*Sides for a roll read as a total, every
// ordered list of faces for one read die by die. It returns nil for a roll
// with more than maxOutcomes results.
func (r Roll) Outcomes(maxOutcomes int) []Weighted {
	if r.N < 1 || r.Sides < 1 {
		return nil
	}
	if r.Faces {
		n := int64(1)
		for range r.N {
			n *= int64(r.Sides)
			if n > int64(maxOutcomes) {
				return nil
			}
		}
		out := make([]Weighted, 0, n)
		faces := make([]int, r.N)
		for i := range faces {
			faces[i] = 1
		}
		for {
			f := append([]int(nil), faces...)
			t := 0
			for _, x := range f {
				t += x
			}
			out = append(out, Weighted{Die: Die{Total: t, Faces: f}, Count: big.NewInt(1)})
			k := r.N - 1
			for k >= 0 && faces[k] == r.Sides {
				faces[k] = 1
				k--
			}
			if k < 0 {
				return out
			}
			faces[k]++
		}
	}
	if int64(r.N)*int64(r.Sides-1)+1 > int64(maxOutcomes) {
		return nil
	}
	// counts[t] is the number of ways k dice make t, built one die at a
	// time: with one more die, t is made as many ways as the k dice made
	// t-Sides..t-1, a sliding window, so each die costs one pass.
	counts := []*big.Int{big.NewInt(1)}
	for range r.N {
		next := make([]*big.Int, len(counts)+r.Sides)
		window := new(big.Int)
		for t := range next {
			if t-1 >= 0 && t-1 < len(counts) {
				window.Add(window, counts[t-1])
			}
			if t-1-r.Sides >= 0 && t-1-r.Sides < len(counts) {
				window.Sub(window, counts[t-1-r.Sides])
			}
			next[t] = new(big.Int).Set(window)
		}
		counts = next
	}
	out := make([]Weighted, 0, r.N*(r.Sides-1)+1)
	for t := r.N; t <= r.N*r.Sides; t++ {
		out = append(out, Weighted{Die: Die{Total: t}, Count: counts[t]})
	}
	return out
}

// Space returns Sides^N, the number of equally likely ways the roll falls.
func (r Roll) Space() *big.Int {
	return new(big.Int).Exp(big.NewInt(int64(r.Sides)), big.NewInt(int64(r.N)), nil)
}

// String prints the roll as written: `d = 2D6 dice`.
func (r Roll) String() string {
	s := fmt.Sprintf("%s = %dD%d", r.Name, r.N, r.Sides)
	if r.N == 1 {
		s = fmt.Sprintf("%s = D%d", r.Name, r.Sides)
	}
	if r.Faces {
		s += " dice"
	}
	return s
}

// Sampled is a DiceSource that throws each die at random, reproducibly:
// the same seed and stream give the same dice. It records what it threw.
type Sampled struct {
	rng   *rand.Rand
	Dice  []Die
	Rolls []Roll
}

// NewSampled returns a source drawing from the PCG stream (seed, stream);
// runs that share a seed but not a stream are independent.
func NewSampled(seed, stream uint64) *Sampled {
	return &Sampled{rng: rand.New(rand.NewPCG(seed, stream))}
}

// Roll implements DiceSource.
func (s *Sampled) Roll(i int, r Roll) (Die, error) {
	if r.N < 1 || r.Sides < 1 || r.N > 1000 {
		return Die{}, fmt.Errorf("cannot roll %s", r)
	}
	d := Die{}
	faces := make([]int, r.N)
	for k := range faces {
		faces[k] = 1 + s.rng.IntN(r.Sides)
		d.Total += faces[k]
	}
	if r.Faces || r.N > 1 {
		d.Faces = faces
	}
	s.Dice = append(s.Dice, d)
	s.Rolls = append(s.Rolls, r)
	return d, nil
}

// DiceText prints dice as a scenario writes them: [7, [2, 5]].
func DiceText(dice []Die) string {
	s := make([]string, len(dice))
	for i, d := range dice {
		s[i] = d.String()
	}
	return "[" + strings.Join(s, ", ") + "]"
}
