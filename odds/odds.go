// Package odds gives the probability of every outcome of a run: it runs
// the procedure once for each way its dice can fall (interp.Explore),
// groups the runs that end the same way, and weighs each group exactly.
// Where the dice fall too many ways it samples them instead (Monte Carlo,
// reproducible from a seed) and gives each share a 95% interval.
package odds

import (
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/internal/par"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/world"
)

// Group says what makes two runs the same outcome.
type Group int

// The groupings: the events and every unit's final state (the default),
// the events alone, or the units alone.
const (
	GroupAll Group = iota
	GroupEvents
	GroupPositions
)

// ParseGroup reads a -group-by value: all, events or positions.
func ParseGroup(s string) (Group, error) {
	switch s {
	case "all", "":
		return GroupAll, nil
	case "events":
		return GroupEvents, nil
	case "positions":
		return GroupPositions, nil
	}
	return 0, fmt.Errorf("unknown grouping %q: want events, positions or all", s)
}

// String returns the grouping's name.
func (g Group) String() string {
	return [...]string{"all", "events", "positions"}[g]
}

// Options tunes a computation.
type Options struct {
	GroupBy Group
	// MaxBranches bounds the enumeration (default
	// interp.DefaultMaxBranches).
	MaxBranches int
	// Samples, if not 0, is the number of runs sampled when the branches
	// pass MaxBranches; without it, passing the limit is an error.
	Samples int
	Seed    uint64
	// Workers is the number of runs made at once (default: all cores).
	Workers int
	// MaxSteps is each run's budget (interp.Options.MaxSteps).
	MaxSteps int
	// Hits, when set, traces every run and adds up in Result.Hits how
	// often each clause ran over them all: the coverage of a scenario
	// checked on its odds alone, which has no run of its own.
	Hits bool
	// Context, if set, stops the computation when it is done: no run is
	// begun after that, and each run stops at its deadline, if it has
	// one (interp.Options.Deadline). Compute then returns the
	// enumeration's *interp.Stopped.
	Context context.Context
}

// The largest --samples and --max-branches: each run sampled or branch
// enumerated costs time and a little memory, so the limits keep one
// command's cost to minutes (docs/scenarios.md, Odds).
const (
	MaxSamples  = 1_000_000
	MaxBranches = 10_000_000
)

// Method says how the probabilities were found.
type Method string

// The methods.
const (
	Exact      Method = "exact"
	MonteCarlo Method = "monte-carlo"
)

// Result is every outcome of a run with its probability, most likely
// first.
type Result struct {
	Method   Method
	Outcomes []*Outcome
	// Branches is the number of ways the dice fell (exact), Samples the
	// number of runs sampled (Monte Carlo) with Seed.
	Branches int
	Samples  int
	Seed     uint64
	// Rolls is the most rolls any run made; 0 means the run makes none
	// and its one outcome is certain.
	Rolls int
	// Why is the reason the dice were sampled rather than enumerated.
	Why string
	// facts holds, for every event and removal, its probability.
	facts map[string]*fact
	// spaces are the distinct numbers of equally likely ways the
	// branches' dice fall, ascending, for Fraction.
	spaces []*big.Int
	// Hits counts, per clause ID, how often the clause ran over every run
	// (with Options.Hits).
	Hits map[int]int
	// start is the world the runs began in, by the group the outcomes
	// were made (group, Same).
	start *world.World
	by    Group
}

// Outcome is one way a run can end, with the runs that end so.
type Outcome struct {
	// Label says what happens: the events, then each unit that changed,
	// `contact B E; B at (36in, 29in) facing 0`, or the run's error.
	Label  string
	Events []string
	Units  []string
	Error  string
	// Spent marks an error outcome whose runs stopped on their step
	// budget: a limit, not what the rules do.
	Spent bool
	// P is the exact probability (nil when sampled); Share the same as a
	// number, the sampled share when sampled, with Lo and Hi its 95%
	// interval.
	P      *big.Rat
	Share  float64
	Lo, Hi float64
	Count  int // branches or samples
	Dice   string
	first  []int // the first branch (its path) or sample, for ties
	dice   keptDice
	// end is how its first run ended, bucket what every run of it shares
	// (runEnd.bucket): group joins outcomes by them.
	end    runEnd
	bucket string
}

// fact is the probability of one event or removal.
type fact struct {
	p     *big.Rat
	count int
}

// Compute finds the probability of every outcome of running in on w
// (which it does not change): exactly, by enumerating the dice, or by
// sampling them when they fall more than opts.MaxBranches ways and
// opts.Samples is set. The input's dice are ignored; its answers still
// answer choices.
func Compute(prog *interp.Program, w *world.World, in interp.Input, opts Options) (*Result, error) {
	if opts.Samples > MaxSamples || opts.MaxBranches > MaxBranches {
		return nil, fmt.Errorf("at most %d samples and %d branches, not %d and %d", MaxSamples, MaxBranches, opts.Samples, opts.MaxBranches)
	}
	// each branch runs on a clone of w in place, put back after it
	// (world.Undo): a clone per worker, not one per branch
	var mu sync.Mutex
	var free []*keptWorld
	run := func(src interp.DiceSource) runEnd {
		mu.Lock()
		var k *keptWorld
		if n := len(free); n > 0 {
			k, free = free[n-1], free[:n-1]
		}
		mu.Unlock()
		if k == nil {
			k = &keptWorld{w: w.Clone()}
		}
		e := runOnce(prog, w, k, in, src, opts)
		// a run that panicked does not come back here: its world, which
		// may be half changed, is not reused
		mu.Lock()
		free = append(free, k)
		mu.Unlock()
		return e
	}
	res := &Result{Method: Exact, facts: map[string]*fact{}}
	byKey := map[string]*Outcome{}
	var input error
	var inputPath []int
	each := func(b interp.Branch[runEnd]) {
		if b.Value.input != nil {
			if input == nil || slices.Compare(b.Path(), inputPath) < 0 {
				input, inputPath = b.Value.input, b.Path()
			}
			return
		}
		res.Branches++
		res.Rolls = max(res.Rolls, len(b.Dice))
		o := res.outcome(byKey, b.Value, opts.GroupBy, b.Path())
		o.Count++
		o.P.Add(o.P, b.P)
		o.dice.add(b.Path(), b.Dice)
		res.addFacts(b.Value, b.P)
		res.addHits(b.Value)
		res.addSpace(b.Rolls)
	}
	err := interp.ExploreEach(interp.ExploreOptions{Workers: opts.Workers, MaxBranches: opts.MaxBranches, Context: opts.Context}, run, each)
	var tm *interp.TooManyBranches
	switch {
	case errors.As(err, &tm) && opts.Samples > 0:
		res, err := sample(run, w, prog.Units, opts)
		if err != nil {
			return nil, err
		}
		res.Why = "the dice fall " + tm.Error()
		return res, nil
	case errors.As(err, &tm):
		return nil, fmt.Errorf("%w: give -samples N to sample the dice instead, or raise -max-branches", err)
	case err != nil:
		return nil, err
	case input != nil:
		return nil, input
	}
	res.group(w, prog.Units, opts.GroupBy)
	for _, o := range res.Outcomes {
		o.Share, _ = o.P.Float64()
		o.Lo, o.Hi = o.Share, o.Share
	}
	res.finish()
	return res, nil
}

// outcome returns the outcome a run's end belongs to before the
// tolerance is asked (its ends equal to the last bit), adding it.
func (r *Result) outcome(byKey map[string]*Outcome, e runEnd, g Group, key []int) *Outcome {
	k := e.exactKey(g)
	if have := byKey[k]; have != nil {
		if slices.Compare(key, have.first) < 0 {
			have.first = key
		}
		return have
	}
	e.hits = nil // added up already; an outcome keeps no run's
	o := &Outcome{Error: e.err, Spent: e.spent, P: new(big.Rat), first: key, end: e, bucket: e.bucket(g)}
	byKey[k] = o
	r.Outcomes = append(r.Outcomes, o)
	return o
}

// addHits adds a run's clause counts to the result's.
func (r *Result) addHits(e runEnd) {
	if e.hits == nil {
		return
	}
	if r.Hits == nil {
		r.Hits = map[int]int{}
	}
	for id, n := range e.hits {
		r.Hits[id] += n
	}
}

// addFacts adds a run's events and removals, once each, to their
// probabilities. An event counts under its text, numbers written one way
// (NormalFact), and under its bare name, which stands for it whatever its
// arguments, as in a scenario's events: `rolled: 0` read only an event
// recorded with no arguments, and held wherever `rolled A 6` occurred.
func (r *Result) addFacts(e runEnd, p *big.Rat) {
	seen := map[string]bool{}
	var names []string
	for _, ev := range e.events {
		names = append(names, NormalFact(ev))
		if name, _, args := strings.Cut(ev, " "); args {
			names = append(names, name)
		}
	}
	for _, name := range append(names, e.removedFacts()...) {
		if seen[name] {
			continue
		}
		seen[name] = true
		f := r.facts[name]
		if f == nil {
			f = &fact{p: new(big.Rat)}
			r.facts[name] = f
		}
		f.count++
		if p != nil {
			f.p.Add(f.p, p)
		}
	}
}

// finish orders the outcomes, most likely first, and prints their dice.
func (r *Result) finish() {
	slices.SortStableFunc(r.Outcomes, func(a, b *Outcome) int {
		if c := cmp.Compare(b.Share, a.Share); c != 0 && (a.P == nil || b.P == nil) {
			return c
		}
		if a.P != nil && b.P != nil {
			if c := b.P.Cmp(a.P); c != 0 {
				return c
			}
		}
		return slices.Compare(a.first, b.first)
	})
	for _, o := range r.Outcomes {
		o.Dice = diceRanges(o.dice.sequences())
		o.dice = keptDice{}
	}
}

// Of returns the probability of a fact: an event, `contact B E`, or a
// removal, `removed: U`. For sampled results p is nil and share is the
// sampled share.
func (r *Result) Of(name string) (p *big.Rat, share float64) {
	name = NormalFact(name)
	f := r.facts[name]
	if f == nil {
		if r.Method == Exact {
			return new(big.Rat), 0
		}
		return nil, 0
	}
	if r.Method == Exact {
		share, _ = f.p.Float64()
		return new(big.Rat).Set(f.p), share
	}
	return nil, float64(f.count) / float64(r.Samples)
}

// NormalFact writes a fact as Of looks it up: words separated by one
// space, `removed: U` with its colon, and each argument that is a number
// or a model written one way, so that 6.0 and 06 name the 6 an event
// recorded, and M#01 the model M#1 (a scenario's events match numbers
// and models by value; its odds must too, or `rolled A 6.0: 0` held
// where `rolled A 6` occurred).
func NormalFact(s string) string {
	w := strings.Fields(s)
	if len(w) == 2 && (w[0] == "removed:" || w[0] == "removed") {
		return "removed: " + w[1]
	}
	if len(w) == 3 && w[0] == "removed" && w[1] == ":" {
		return "removed: " + w[2]
	}
	for i := 1; i < len(w); i++ {
		if m := modelArg().FindStringSubmatch(w[i]); m != nil {
			w[i] = m[1] + "#" + strings.TrimLeft(m[2], "0")
			if strings.HasSuffix(w[i], "#") {
				w[i] += "0"
			}
			continue
		}
		if number().MatchString(w[i]) {
			if n, err := strconv.ParseFloat(w[i], 64); err == nil && !math.IsInf(n, 0) {
				w[i] = strconv.FormatFloat(n, 'g', -1, 64)
			}
		}
	}
	return strings.Join(w, " ")
}

// modelArg is a model as an event records one, `U#i`: model i of unit U
// (M#01 is M#1).
var modelArg = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(.+)#(\d+)$`) })

// number is a decimal number as events and scenarios write one.
var number = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$`)
})

// runEnd is how one run ended.
type runEnd struct {
	events  []string
	ends    []unitEnd // each unit the run changed at all, in the world's order
	removed []string  // units removed by the run
	err     string
	spent   bool // the run stopped on its step budget
	// input is a mistake in the procedure or its arguments: it stops
	// every branch the same way, so it is the computation's error.
	input error
	// hits is the run's clause counts (with Options.Hits).
	hits map[int]int
}

// removedFacts returns `removed: U` for each unit the run removed.
func (e runEnd) removedFacts() []string {
	out := make([]string, len(e.removed))
	for i, id := range e.removed {
		out[i] = "removed: " + id
	}
	return out
}

// label says what an end is under a grouping: its events, then each unit
// it changed (lengths to places decimals of the unit), or its error.
func (e runEnd) label(g Group, start *world.World, units geom.Units, tol float64, places int) (label string, evs, lines []string) {
	if e.err != "" {
		return "error: " + e.err, nil, nil
	}
	var parts []string
	if g != GroupPositions {
		evs = e.events
		parts = append(parts, e.events...)
		if len(e.events) == 0 {
			parts = append(parts, "no events")
		}
	}
	if g != GroupEvents {
		for _, u := range e.ends {
			if line := u.change(start.Get(u.id), units, tol, places); line != "" {
				lines = append(lines, line)
			}
		}
		parts = append(parts, lines...)
		if len(lines) == 0 {
			parts = append(parts, "no unit changes")
		}
	}
	return strings.Join(parts, "; "), evs, lines
}

// bucket is what of an end must be equal for two ends to be one outcome
// under a grouping: the events, each unit's flags and removal, or the
// error. Where the units stand is compared by the tolerance (group).
func (e runEnd) bucket(g Group) string {
	if e.err != "" {
		return "error: " + e.err
	}
	var b strings.Builder
	if g != GroupPositions {
		for _, ev := range e.events {
			b.WriteString(ev)
			b.WriteByte(0)
		}
	}
	b.WriteByte(1)
	if g != GroupEvents {
		for _, u := range e.ends {
			if u.removed == u.wasRemoved && slices.Equal(u.flags, u.start) {
				continue // moved only: group compares where it stands
			}
			b.WriteString(u.id)
			if u.removed {
				b.WriteString(" removed")
			}
			for _, f := range u.flags {
				b.WriteByte(0)
				b.WriteString(f)
			}
			b.WriteByte(1)
		}
	}
	return b.String()
}

// exactKey is the bucket with where each unit stands to the last bit:
// the ends that are one outcome before any tolerance is asked.
func (e runEnd) exactKey(g Group) string {
	k := e.bucket(g)
	if e.err != "" || g == GroupEvents {
		return k
	}
	b := []byte(k)
	for _, u := range e.ends {
		b = append(b, u.id...)
		for _, x := range u.coords() {
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
		}
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(u.facing))
	}
	return string(b)
}

// keptWorld is a clone of the world whose odds are found, which one
// branch at a time runs on in place, kept by u and put back after it.
type keptWorld struct {
	w *world.World
	u world.Undo
}

// runOnce runs the input on k's world, a clone of w, with the source's
// dice, and puts k's world back after reading what the run did.
func runOnce(prog *interp.Program, w *world.World, k *keptWorld, in interp.Input, src interp.DiceSource, opts Options) runEnd {
	c := k.w
	c.Keep(&k.u)
	defer k.u.Restore()
	in.Source = src
	ro := interp.Options{MaxSteps: opts.MaxSteps, Trace: opts.Hits}
	if opts.Context != nil {
		ro.Deadline, _ = opts.Context.Deadline()
	}
	tr, err := prog.Run(c, in, ro)
	var hits map[int]int
	if tr != nil {
		hits = tr.Hits
	}
	var ie *interp.InputError
	if errors.As(err, &ie) {
		return runEnd{err: err.Error(), input: err}
	}
	if err != nil {
		msg, _, _ := strings.Cut(err.Error(), "\n")
		var re *interp.RunError
		return runEnd{err: msg, spent: errors.As(err, &re) && re.Spent, hits: hits}
	}
	e := runEnd{hits: hits}
	for _, ev := range c.Events {
		e.events = append(e.events, ev.String())
	}
	for _, u := range c.UnitList() {
		was := w.Get(u.ID)
		if u.Removed && !was.Removed {
			e.removed = append(e.removed, u.ID)
		}
		if end, changed := endOf(was, u); changed {
			e.ends = append(e.ends, end)
		}
	}
	return e
}

// unitEnd is how a run left a unit it changed at all, to the last bit:
// where it stands, its models, its flags, whether it is removed.
type unitEnd struct {
	id      string
	removed bool
	// wasRemoved says it started removed
	wasRemoved bool
	centre     geom.Vec
	facing     float64
	models     []geom.Vec
	flags      []string // its flags at the end, as FlagList gives them
	start      []string // its flags at the start
}

// endOf returns how the run left u (was at the start), and whether it
// changed it at all.
func endOf(was, u *world.Body) (unitEnd, bool) {
	before, after := was.FlagList(), u.FlagList()
	same := u.Removed == was.Removed && u.Rect.Centre == was.Rect.Centre && u.Rect.Facing == was.Rect.Facing &&
		slices.Equal(u.Models, was.Models) && slices.Equal(before, after)
	if same {
		return unitEnd{}, false
	}
	return unitEnd{id: u.ID, removed: u.Removed, wasRemoved: was.Removed, centre: u.Rect.Centre, facing: u.Rect.Facing,
		models: slices.Clone(u.Models), flags: after, start: before}, true
}

// coords is where the unit stands, its centre and then each model's, as
// x, y pairs in millimetres; nothing for a removed unit, which stands
// nowhere.
func (u unitEnd) coords() []float64 {
	if u.removed {
		return nil
	}
	out := make([]float64, 0, 2+2*len(u.models))
	out = append(out, u.centre.X, u.centre.Y)
	for _, m := range u.models {
		out = append(out, m.X, m.Y)
	}
	return out
}

// change describes the unit's final state if the run changed it by more
// than the tolerance (was is the unit at the start), as a trace prints
// it, lengths to places decimals: `B at (36in, 29in) facing 0`, `A
// removed`, with flags gained and lost; past 3 places, each model's
// place too (`M#0 (10in, 12in)`).
func (u unitEnd) change(was *world.Body, units geom.Units, tol float64, places int) string {
	var parts []string
	switch {
	case u.removed && !u.wasRemoved:
		parts = append(parts, "removed")
	case u.removed:
	case u.moved(was, tol):
		parts = append(parts, fmt.Sprintf("at (%s, %s) facing %s", geom.FormatLengthPlaces(u.centre.X, units.Default, units, places),
			geom.FormatLengthPlaces(u.centre.Y, units.Default, units, places), geom.FormatBearing(u.facing)))
		if places > 3 {
			// two outcomes read alike: the models may be what differs
			for i, m := range u.models {
				parts = append(parts, fmt.Sprintf("%s#%d (%s, %s)", u.id, i, geom.FormatLengthPlaces(m.X, units.Default, units, places),
					geom.FormatLengthPlaces(m.Y, units.Default, units, places)))
			}
		}
	}
	for _, f := range u.flags {
		if !slices.Contains(u.start, f) {
			parts = append(parts, "+"+f)
		}
	}
	for _, f := range u.start {
		if !slices.Contains(u.flags, f) {
			parts = append(parts, "-"+f)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return u.id + " " + strings.Join(parts, " ")
}

// moved reports whether the unit stands beyond the tolerance of where it
// started (was), as the expectation `moved` judges it: its centre or a
// model by more than tol, or its facing by more than the facing
// tolerance.
func (u unitEnd) moved(was *world.Body, tol float64) bool {
	if scenario.Beyond(u.centre.Dist(was.Rect.Centre), tol) ||
		scenario.Beyond(math.Abs(geom.AngleDiff(u.facing, was.Rect.Facing)), scenario.FacingTolerance) {
		return true
	}
	for i, m := range u.models {
		if i >= len(was.Models) || scenario.Beyond(m.Dist(was.Models[i]), tol) {
			return true
		}
	}
	return false
}

// sample runs opts.Samples runs with random dice from opts.Seed, sample i
// from stream i, so the result does not depend on the number of workers.
func sample(run func(interp.DiceSource) runEnd, w *world.World, units geom.Units, opts Options) (*Result, error) {
	n := opts.Samples
	res := &Result{Method: MonteCarlo, Samples: n, Seed: opts.Seed, facts: map[string]*fact{}}
	byKey := map[string]*Outcome{}
	var mu sync.Mutex
	var done atomic.Int64
	par.Each(n, opts.Workers, func(i int) {
		if opts.Context != nil && opts.Context.Err() != nil {
			return
		}
		defer done.Add(1)
		src := interp.NewSampled(opts.Seed, uint64(i))
		e := run(src)
		// Rolls read as totals show their totals, as enumerated ones do.
		dice := make([]interp.Die, len(src.Dice))
		for k, d := range src.Dice {
			if !src.Rolls[k].Faces {
				d.Faces = nil
			}
			dice[k] = d
		}
		mu.Lock()
		defer mu.Unlock()
		res.Rolls = max(res.Rolls, len(dice))
		o := res.outcome(byKey, e, opts.GroupBy, []int{i})
		o.Count++
		o.dice.distinct = true
		o.dice.add([]int{i}, dice)
		res.addFacts(e, nil)
		res.addHits(e)
	})
	if opts.Context != nil && done.Load() < int64(n) {
		return nil, &interp.Stopped{Seen: int(done.Load()), Err: opts.Context.Err(), Sampled: true}
	}
	res.group(w, units, opts.GroupBy)
	for _, o := range res.Outcomes {
		o.P = nil
		o.Share = float64(o.Count) / float64(n)
		o.Lo, o.Hi = Wilson(o.Count, n)
	}
	res.finish()
	return res, nil
}

// Wilson returns the 95% Wilson score interval of k successes in n
// trials, which stays inside [0, 1] and is sound near 0 and 1.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, fn := float64(k)/float64(n), float64(n)
	den := 1 + z*z/fn
	mid := (p + z*z/(2*fn)) / den
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / den
	return max(0, mid-half), min(1, mid+half)
}

// Fraction prints an outcome's exact probability over the dice's own
// denominator, 21/36 rather than 7/12, as people count dice: the smallest
// number of equally likely ways some branch's dice fall (36 for one 2D6,
// 1296 for two) that gives a whole numerator. Sampled outcomes print "".
func (r *Result) Fraction(p *big.Rat) string {
	if p == nil {
		return ""
	}
	if p.IsInt() {
		return p.RatString() // 0 or 1
	}
	for _, s := range r.spaces {
		if s.Cmp(big.NewInt(1)) == 0 {
			continue
		}
		n := new(big.Int).Mul(p.Num(), s)
		q, m := new(big.Int).QuoRem(n, p.Denom(), new(big.Int))
		if m.Sign() == 0 {
			return q.String() + "/" + s.String()
		}
	}
	return p.RatString()
}

// addSpace records the number of equally likely ways each prefix of a
// branch's rolls falls (36, 1296, ... for 2D6 after 2D6), keeping the
// list sorted and distinct.
func (r *Result) addSpace(rolls []interp.Roll) {
	s := big.NewInt(1)
	for _, ro := range rolls {
		s = new(big.Int).Mul(s, ro.Space())
		i, found := slices.BinarySearchFunc(r.spaces, s, (*big.Int).Cmp)
		if !found {
			r.spaces = slices.Insert(r.spaces, i, s)
		}
	}
}
