package interp

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestOutcomes checks each roll's results against counts worked by hand.
func TestOutcomes(t *testing.T) {
	tests := []struct {
		roll  Roll
		want  string
		space int64
	}{
		{Roll{N: 2, Sides: 6}, "2:1 3:2 4:3 5:4 6:5 7:6 8:5 9:4 10:3 11:2 12:1", 36},
		{Roll{N: 1, Sides: 6}, "1:1 2:1 3:1 4:1 5:1 6:1", 6},
		{Roll{N: 3, Sides: 6}, "3:1 4:3 5:6 6:10 7:15 8:21 9:25 10:27 11:27 12:25 13:21 14:15 15:10 16:6 17:3 18:1", 216},
		{Roll{N: 2, Sides: 3, Faces: true}, "[1, 1]:1 [1, 2]:1 [1, 3]:1 [2, 1]:1 [2, 2]:1 [2, 3]:1 [3, 1]:1 [3, 2]:1 [3, 3]:1", 9},
	}
	for _, tt := range tests {
		got, sum := "", new(big.Int)
		for i, w := range tt.roll.Outcomes(1000) {
			if i > 0 {
				got += " "
			}
			got += fmt.Sprintf("%s:%d", w.Die, w.Count)
			sum.Add(sum, w.Count)
		}
		if got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.roll, got, tt.want)
		}
		if sum.Int64() != tt.space || tt.roll.Space().Int64() != tt.space {
			t.Errorf("%s: counts sum to %d, space %v, want %d", tt.roll, sum, tt.roll.Space(), tt.space)
		}
	}
	// 16D20 makes 168 W = Σ_k (-1)^k C(16,k) C(167-20k, 15) ways
	// (inclusion-exclusion over the dice past 20), more than an int64
	// holds; the counts sum to 20^16.
	big16 := Roll{N: 16, Sides: 20}
	sum := new(big.Int)
	for _, w := range big16.Outcomes(1000) {
		sum.Add(sum, w.Count)
		if w.Total == 168 && w.Count.String() != "11228051795832462476" {
			t.Errorf("16D20 makes 168 %v ways, want 11228051795832462476", w.Count)
		}
	}
	if sum.Cmp(big16.Space()) != 0 {
		t.Errorf("16D20's counts sum to %v, want 20^16 = %v", sum, big16.Space())
	}
	if o := (Roll{N: 10, Sides: 6, Faces: true}).Outcomes(1000); o != nil {
		t.Errorf("10D6 die by die has %d results, more than the limit: want nil", len(o))
	}
}

// stopOnSeven rolls 2D6 and stops on 7 or more; otherwise it rolls a D6
// too. By hand: 6 branches stop (7..12), 5 x 6 go on; P(stop) = 21/36.
func stopOnSeven(src DiceSource) string {
	d, err := src.Roll(0, Roll{Name: "a", N: 2, Sides: 6})
	if err != nil {
		return err.Error()
	}
	if d.Total >= 7 {
		return "stop"
	}
	e, err := src.Roll(1, Roll{Name: "b", N: 1, Sides: 6})
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("go %d", e.Total%2)
}

func TestExploreLazy(t *testing.T) {
	for _, workers := range []int{1, 4} {
		bs, err := Explore(ExploreOptions{Workers: workers}, stopOnSeven)
		if err != nil {
			t.Fatal(err)
		}
		if len(bs) != 6+5*6 {
			t.Fatalf("workers %d: %d branches, want 36", workers, len(bs))
		}
		sum, stop := new(big.Rat), new(big.Rat)
		for i, b := range bs {
			sum.Add(sum, b.P)
			if b.Value == "stop" {
				stop.Add(stop, b.P)
				if len(b.Dice) != 1 {
					t.Errorf("a stopped run made %d rolls", len(b.Dice))
				}
			}
			if i > 0 && DiceText(bs[i-1].Dice) == DiceText(b.Dice) {
				t.Errorf("branch %s twice", DiceText(b.Dice))
			}
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 || stop.Cmp(big.NewRat(21, 36)) != 0 {
			t.Errorf("workers %d: total %s, stop %s; want 1 and 21/36", workers, sum, stop)
		}
		if got := DiceText(bs[0].Dice) + " " + DiceText(bs[len(bs)-1].Dice); got != "[2, 1] [12]" {
			t.Errorf("workers %d: first and last branches %s, want dice order [2, 1] [12]", workers, got)
		}
	}
}

func TestExploreTooMany(t *testing.T) {
	three := func(src DiceSource) int {
		for i := range 3 {
			if _, err := src.Roll(i, Roll{N: 2, Sides: 6}); err != nil {
				return -1
			}
		}
		return 0
	}
	_, err := Explore(ExploreOptions{MaxBranches: 1000}, three)
	var tm *TooManyBranches
	if !errors.As(err, &tm) || tm.Estimate != 1331 {
		t.Fatalf("3 x 2D6 under a limit of 1000: got %v, want too many branches, about 1331", err)
	}
	bs, err := Explore(ExploreOptions{MaxBranches: 1331}, three)
	if err != nil || len(bs) != 1331 {
		t.Fatalf("3 x 2D6 under a limit of 1331: %d branches, %v", len(bs), err)
	}
	// The first branch stops early, so the estimate cannot see the tree;
	// the count stops it.
	lateGrowth := func(src DiceSource) int {
		d, _ := src.Roll(0, Roll{N: 1, Sides: 6})
		if d.Total == 1 {
			return 0
		}
		for i := 1; i < 4; i++ {
			if _, err := src.Roll(i, Roll{N: 2, Sides: 6}); err != nil {
				return -1
			}
		}
		return 0
	}
	if _, err := Explore(ExploreOptions{MaxBranches: 500}, lateGrowth); !errors.As(err, &tm) {
		t.Fatalf("a tree that grows after the first branch: got %v, want too many branches", err)
	}
	// 1 + 5 x 11^4 = 73206 branches: the probes stop it long before the
	// limit of 10000 is reached by counting.
	var runs atomic.Int32
	deeper := func(src DiceSource) int {
		runs.Add(1)
		d, _ := src.Roll(0, Roll{N: 1, Sides: 6})
		for i := 1; i < 5 && d.Total > 1; i++ {
			if _, err := src.Roll(i, Roll{N: 2, Sides: 6}); err != nil {
				return -1
			}
		}
		return 0
	}
	if _, err := Explore(ExploreOptions{MaxBranches: 10000, Workers: 1}, deeper); !errors.As(err, &tm) || tm.Estimate < 40000 || runs.Load() > 5000 {
		t.Fatalf("got %v after %d runs, want too many branches, about 73206, within 5000 runs", err, runs.Load())
	}
	if bs, err := Explore(ExploreOptions{MaxBranches: 6656}, lateGrowth); err != nil || len(bs) != 6656 {
		t.Fatalf("under a limit of 6656: %d branches, %v", len(bs), err)
	}
	huge := func(src DiceSource) int {
		_, err := src.Roll(0, Roll{N: 12, Sides: 6, Faces: true})
		if err != nil {
			return -1
		}
		return 0
	}
	if _, err := Explore(ExploreOptions{}, huge); !errors.As(err, &tm) || tm.Roll == nil {
		t.Fatalf("12D6 read die by die: got %v, want too many branches naming the roll", err)
	}
}

func TestExploreNotAFunction(t *testing.T) {
	var calls atomic.Int32
	// Each call rolls different dice: the replay cannot find its branch.
	fickle := func(src DiceSource) int {
		n := int(calls.Add(1))
		if _, err := src.Roll(0, Roll{N: 1, Sides: 2 + n%2}); err != nil {
			return -1
		}
		return 0
	}
	if _, err := Explore(ExploreOptions{Workers: 1}, fickle); !errors.Is(err, ErrNotAFunction) {
		t.Fatalf("got %v, want %v", err, ErrNotAFunction)
	}
}

func TestSampledReproducible(t *testing.T) {
	a, b, c := NewSampled(7, 3), NewSampled(7, 3), NewSampled(7, 4)
	var da, db, dc []Die
	for i := range 20 {
		x, _ := a.Roll(i, Roll{N: 2, Sides: 6})
		y, _ := b.Roll(i, Roll{N: 2, Sides: 6})
		z, _ := c.Roll(i, Roll{N: 2, Sides: 6})
		if x.Total < 2 || x.Total > 12 || x.Total != x.Faces[0]+x.Faces[1] {
			t.Fatalf("impossible 2D6 %v", x)
		}
		da, db, dc = append(da, x), append(db, y), append(dc, z)
	}
	if DiceText(da) != DiceText(db) || DiceText(da) == DiceText(dc) {
		t.Errorf("same seed and stream must repeat, another stream must not: %s %s %s", DiceText(da), DiceText(db), DiceText(dc))
	}
}

// TestExploreStopped cancels an enumeration of 6^6 = 46656 branches from
// inside its tenth run: no branch is begun after that, so at most the
// runs already under way (one per worker) end beside it, and Explore
// returns a *Stopped saying how far it got. Before the enumeration
// checked its context it ran all 46656 (a -timeout that reported the
// scenario stopped while its odds went on computing).
func TestExploreStopped(t *testing.T) {
	for _, workers := range []int{1, 4} {
		ctx, cancel := context.WithCancel(context.Background())
		// The count and the cancel are one step: a worker descheduled
		// between them would let the others begin runs the context
		// would have refused.
		var runs atomic.Int64
		var count sync.Mutex
		six := func(src DiceSource) int {
			count.Lock()
			if runs.Add(1) == 10 {
				cancel()
			}
			count.Unlock()
			sum := 0
			for i := range 6 {
				d, err := src.Roll(i, Roll{Name: "d", N: 1, Sides: 6})
				if err != nil {
					return -1
				}
				sum += d.Total
			}
			return sum
		}
		bs, err := Explore(ExploreOptions{Workers: workers, Context: ctx}, six)
		var st *Stopped
		if !errors.As(err, &st) || !errors.Is(err, context.Canceled) {
			t.Fatalf("workers %d: got %d branches and error %v, want a *Stopped wrapping context.Canceled", workers, len(bs), err)
		}
		if n := runs.Load(); n > int64(10+workers) {
			t.Errorf("workers %d: %d runs after a cancel in the tenth, want at most %d", workers, n, 10+workers)
		}
		if st.Seen < 9 || st.Seen > 10+workers {
			t.Errorf("workers %d: Stopped.Seen = %d, want 9 to %d", workers, st.Seen, 10+workers)
		}
		if want := "the enumeration was stopped after"; !strings.Contains(err.Error(), want) {
			t.Errorf("error %q, want it to say %q", err, want)
		}
	}
	// A context already done runs nothing.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ran := false
	_, err := Explore(ExploreOptions{Context: ctx}, func(DiceSource) int { ran = true; return 0 })
	if !errors.Is(err, context.Canceled) || ran {
		t.Errorf("a done context: ran %v, error %v; want no run and context.Canceled", ran, err)
	}
	// A deadline past says so, with the flag that raises it.
	ctx, cancel = context.WithDeadline(context.Background(), time.Unix(0, 0))
	defer cancel()
	_, err = Explore(ExploreOptions{Context: ctx}, func(DiceSource) int { return 0 })
	if want := "the enumeration reached its time limit after 0 branches (raise the limit with -timeout)"; err == nil || err.Error() != want {
		t.Errorf("a deadline past: error %v, want %q", err, want)
	}
}
