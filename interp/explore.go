package interp

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"

	"github.com/rulec-dev/rulec/diag"
)

// Branch is one way a run's dice can fall: the result of each roll it
// made, in order, its probability, and what the run gave.
type Branch[T any] struct {
	Dice  []Die
	Rolls []Roll
	P     *big.Rat
	Value T
	path  []int // the index of each result among its roll's outcomes
	// widths are the number of results of each roll.
	widths []int
}

// ExploreOptions bounds an enumeration.
type ExploreOptions struct {
	// Workers is the number of runs made at once (default: all cores).
	Workers int
	// MaxBranches is the most branches enumerated (default
	// DefaultMaxBranches); more fail with a *TooManyBranches.
	MaxBranches int
	// Context, if set, stops the enumeration when it is done (a deadline
	// passed, a cancel): no branch is begun after that, the runs under
	// way end, and ExploreEach returns a *Stopped. A run itself is not
	// interrupted: give it its own limit (Options.Deadline).
	Context context.Context
}

// Stopped says an enumeration's context ended it before it had run every
// branch: Seen branches were run, and Err is the context's error.
type Stopped struct {
	Seen int
	Err  error
	// Sampled says the runs were samples (odds' Monte Carlo), not
	// branches.
	Sampled bool
}

// Error says why it stopped and how far it got.
func (e *Stopped) Error() string {
	what, runs := "enumeration", "branches"
	if e.Sampled {
		what, runs = "sampling", "samples"
	}
	if errors.Is(e.Err, context.DeadlineExceeded) {
		return fmt.Sprintf("the %s reached its time limit after %d %s (raise the limit with -timeout)", what, e.Seen, runs)
	}
	return fmt.Sprintf("the %s was stopped after %d %s: %v", what, e.Seen, runs, e.Err)
}

// Unwrap returns the context's error.
func (e *Stopped) Unwrap() error { return e.Err }

// DefaultMaxBranches is the enumeration limit when none is given.
const DefaultMaxBranches = 1_000_000

// TooManyBranches says an enumeration would pass its limit: Estimate is
// the number of branches it expected (the product of the number of
// results of each roll along the first branch), Seen those known when it
// stopped.
type TooManyBranches struct {
	Max      int
	Estimate float64
	Seen     int
	Roll     *Roll // a roll with more results than the limit, if that is why
}

// Error says why and what to do.
func (e *TooManyBranches) Error() string {
	if e.Roll != nil {
		return fmt.Sprintf("roll %s at %s has more results than the limit of %d branches", e.Roll, diag.Short(e.Roll.Pos), e.Max)
	}
	if e.Estimate > float64(e.Max) {
		if e.Estimate < 1e15 {
			return fmt.Sprintf("about %.0f branches, more than the limit of %d", e.Estimate, e.Max)
		}
		return fmt.Sprintf("about %.3g branches, more than the limit of %d", e.Estimate, e.Max)
	}
	return fmt.Sprintf("more than the limit of %d branches (%d found so far)", e.Max, e.Seen)
}

// ErrNotAFunction is returned when a run, replayed with the same dice,
// made a different roll: its result then depends on more than its dice.
var ErrNotAFunction = errors.New("the run is not a function of its dice")

// Explore calls run once for every way the dice can fall and returns the
// branches in dice order (lowest results first), each with its exact
// probability. It branches lazily: run gets a source that answers each
// roll as it is made, so a run that stops before a roll is not repeated
// for that roll's results. Each call of run must build its own world: the
// calls are made on opts.Workers goroutines at once, and run must depend
// on nothing but the source's dice.
//
// Every branch is found by replaying its dice from the start: the first
// run takes the lowest result of each roll, and each run then queues, for
// every roll it made that no earlier run had settled, the runs that take
// that roll's other results. Each branch is run exactly once.
func Explore[T any](opts ExploreOptions, run func(src DiceSource) T) ([]Branch[T], error) {
	var branches []Branch[T]
	err := ExploreEach(opts, run, func(b Branch[T]) { branches = append(branches, b) })
	if err != nil {
		return nil, err
	}
	slices.SortFunc(branches, func(a, b Branch[T]) int { return slices.Compare(a.path, b.path) })
	return branches, nil
}

// ExploreEach is Explore handing each branch to each as it is found,
// one call at a time but in no set order, instead of keeping them: its
// memory does not grow with the number of branches. Before orders
// branches as Explore returns them. After an error, what each was given
// is not the whole tree.
func ExploreEach[T any](opts ExploreOptions, run func(src DiceSource) T, each func(Branch[T])) error {
	max := opts.MaxBranches
	if max <= 0 {
		max = DefaultMaxBranches
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	x := &explorer[T]{run: run, max: max, each: each, ctx: opts.Context}
	x.cond = sync.NewCond(&x.mu)
	if err := x.stopped(); err != nil {
		return err
	}
	// The first branch alone: it estimates the size of the tree.
	first := x.runOne(job{}, map[rollKey][]Weighted{})
	if x.err != nil {
		return x.err
	}
	x.found = 1
	if est := estimate(first); est > float64(max) {
		return &TooManyBranches{Max: max, Estimate: est, Seen: 1 + len(x.queue)}
	}
	each(first)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x.work()
		}()
	}
	x.probe()
	wg.Wait()
	if st, ok := x.err.(*Stopped); ok {
		// The worker that saw the context done counted only the runs
		// ended by then; the runs under way beside it ended since.
		st.Seen = x.found
	}
	return x.err
}

// Path returns the index of each of the branch's results among its roll's
// outcomes: compared as a list, it orders branches in dice order.
func (b Branch[T]) Path() []int { return b.path }

// Before reports whether b comes before o in dice order, lowest results
// first: the order Explore returns branches in.
func (b Branch[T]) Before(o Branch[T]) bool { return slices.Compare(b.path, o.path) < 0 }

// An enumeration still going after probeAfter branches estimates the
// tree's size from probes random paths (Knuth's estimator: the mean over
// paths that take each roll's results with equal chance of the product of
// their numbers of results), and stops if that is more than probeMargin
// times its limit: the first branch's estimate misses a tree that grows
// where it did not look.
const (
	probeAfter  = 256
	probes      = 64
	probeMargin = 4
)

// probe waits until the enumeration has found probeAfter branches or
// ended, then estimates the tree's size and stops the enumeration if it
// is far past the limit. The probes' dice come from a fixed seed, so
// whether it stops does not depend on timing.
func (x *explorer[T]) probe() {
	x.mu.Lock()
	for x.found < probeAfter && (len(x.queue) > 0 || x.active > 0) && x.err == nil {
		x.cond.Wait()
	}
	going := x.found >= probeAfter && x.err == nil && (len(x.queue) > 0 || x.active > 0)
	x.mu.Unlock()
	if !going {
		return
	}
	cache := map[rollKey][]Weighted{}
	sum := 0.0
	for i := range probes {
		if x.ctx != nil && x.ctx.Err() != nil {
			return // the workers stop on it
		}
		src := &pathSource{cache: cache, max: x.max, rng: rand.New(rand.NewPCG(1, uint64(i)))}
		x.run(src)
		if src.err != nil {
			return // the enumeration meets the same error
		}
		n := 1.0
		for _, o := range src.outs {
			n *= float64(len(o))
		}
		sum += n
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if est := sum / probes; x.err == nil && est > probeMargin*float64(x.max) {
		x.err = &TooManyBranches{Max: x.max, Estimate: est, Seen: x.found + len(x.queue) + x.active}
		x.cond.Broadcast()
	}
}

// job is a branch to run: the results its first rolls take, and those
// rolls, to check the replay makes them again.
type job struct {
	path  []int
	rolls []Roll
}

// rollKey identifies a roll's set of results.
type rollKey struct {
	n, sides int
	faces    bool
}

// explorer is one enumeration in progress.
type explorer[T any] struct {
	run    func(DiceSource) T
	max    int
	mu     sync.Mutex
	cond   *sync.Cond
	queue  []job // a stack: depth first keeps it short
	active int
	found  int // branches run
	err    error
	// each takes the branches, one call at a time under emu.
	each func(Branch[T])
	emu  sync.Mutex
	ctx  context.Context // nil: never stopped
}

// stopped returns a *Stopped if the enumeration's context is done. It is
// called with x.mu held, or before the workers start.
func (x *explorer[T]) stopped() error {
	if x.ctx == nil {
		return nil
	}
	if err := x.ctx.Err(); err != nil {
		return &Stopped{Seen: x.found, Err: err}
	}
	return nil
}

// work runs queued branches until none is left or one fails.
func (x *explorer[T]) work() {
	cache := map[rollKey][]Weighted{}
	x.mu.Lock()
	defer x.mu.Unlock()
	for {
		for len(x.queue) == 0 && x.active > 0 && x.err == nil {
			x.cond.Wait()
		}
		if x.err == nil && len(x.queue) > 0 {
			x.err = x.stopped()
		}
		if len(x.queue) == 0 || x.err != nil {
			x.cond.Broadcast()
			return
		}
		j := x.queue[len(x.queue)-1]
		x.queue = x.queue[:len(x.queue)-1]
		x.active++
		x.mu.Unlock()
		b := x.runOne(j, cache)
		x.mu.Lock()
		x.active--
		x.found++
		if seen := x.found + len(x.queue) + x.active; x.err == nil && seen > x.max {
			x.err = &TooManyBranches{Max: x.max, Seen: seen}
		}
		failed := x.err != nil
		x.cond.Broadcast()
		if !failed {
			x.mu.Unlock()
			x.emu.Lock()
			x.each(b)
			x.emu.Unlock()
			x.mu.Lock()
		}
	}
}

// runOne runs one branch and queues the branches that differ from it at
// a roll its job did not fix.
func (x *explorer[T]) runOne(j job, cache map[rollKey][]Weighted) Branch[T] {
	src := &pathSource{job: j, cache: cache, max: x.max}
	v := x.run(src)
	b := Branch[T]{Dice: src.dice, Rolls: src.rolls, Value: v, path: src.path}
	for _, o := range src.outs {
		b.widths = append(b.widths, len(o))
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if src.err != nil {
		if x.err == nil {
			x.err = src.err
		}
		return b
	}
	if len(src.path) < len(j.path) {
		if x.err == nil {
			x.err = fmt.Errorf("%w: it made %d rolls, then %d on the same dice", ErrNotAFunction, len(j.path), len(src.path))
		}
		return b
	}
	num, den := big.NewInt(1), big.NewInt(1)
	for i, k := range src.path {
		num.Mul(num, src.outs[i][k].Count)
		den.Mul(den, src.rolls[i].Space())
	}
	b.P = new(big.Rat).SetFrac(num, den)
	for d := len(src.path) - 1; d >= len(j.path); d-- {
		for k := len(src.outs[d]) - 1; k >= 1; k-- {
			p := append(append(make([]int, 0, d+1), src.path[:d]...), k)
			x.queue = append(x.queue, job{path: p, rolls: src.rolls[:d+1]})
		}
	}
	return b
}

// estimate is the number of branches if every roll along b were made
// whatever the results before it.
func estimate[T any](b Branch[T]) float64 {
	n := 1.0
	for _, w := range b.widths {
		n *= float64(w)
	}
	return n
}

// pathSource answers a run's rolls along one branch: the job's results
// for the rolls it fixes, the lowest result for the others.
type pathSource struct {
	job   job
	cache map[rollKey][]Weighted
	max   int
	path  []int
	dice  []Die
	rolls []Roll
	outs  [][]Weighted
	err   error
	// rng, if set, picks the results of the rolls the job does not fix
	// at random, each equally likely, for probe.
	rng *rand.Rand
}

// Roll implements DiceSource.
func (p *pathSource) Roll(i int, r Roll) (Die, error) {
	if i != len(p.path) {
		p.err = fmt.Errorf("%w: roll %d asked out of order", ErrNotAFunction, i+1)
		return Die{}, p.err
	}
	key := rollKey{r.N, r.Sides, r.Faces}
	outs, ok := p.cache[key]
	if !ok {
		outs = r.Outcomes(p.max)
		p.cache[key] = outs
	}
	if len(outs) == 0 {
		rr := r
		p.err = &TooManyBranches{Max: p.max, Roll: &rr}
		return Die{}, p.err
	}
	k := 0
	if p.rng != nil {
		k = p.rng.IntN(len(outs))
	}
	if i < len(p.job.path) {
		k = p.job.path[i]
		if was := p.job.rolls[i]; was.N != r.N || was.Sides != r.Sides || was.Faces != r.Faces || was.Pos != r.Pos {
			p.err = fmt.Errorf("%w: roll %d was %s at %s, then %s at %s on the same dice", ErrNotAFunction, i+1, was, diag.Short(was.Pos), r, diag.Short(r.Pos))
			return Die{}, p.err
		}
	}
	p.path = append(p.path, k)
	p.dice = append(p.dice, outs[k].Die)
	p.rolls = append(p.rolls, r)
	p.outs = append(p.outs, outs)
	return outs[k].Die, nil
}
