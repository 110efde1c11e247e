package mutate

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// walkMutants are testdata/walk.rules' mutants, worked out from the
// operators' definitions: for each clause in source order, the first
// group's swaps, drops and default, then each clause's negation, flips
// and nudges, then its statements' drops and nudges.
var walkMutants = []string{
	`6:3 drop first "how far" else error`,
	`7:5 swap with when [middle]`,
	`12:5 swap with when [short]`,
	`7:5 drop when [far]`,
	`12:5 drop when [middle]`,
	`15:5 drop when [short]`,
	`6:3 default else error → else nothing`,
	`7:10 negate not (dist > 3)`,
	`7:15 flip ">" → ">="`,
	`7:17 nudge "3" → "4"`,
	`7:17 nudge "3" → "2"`,
	`8:7 drop move unit, forward: 3in`,
	`9:7 drop event tired(unit)`,
	`8:27 nudge "3in" → "4.5in"`,
	`8:27 nudge "3in" → "1.5in"`,
	`12:10 negate not (dist >= 1 and dist != 2)`,
	`12:15 flip ">=" → ">"`,
	`12:18 nudge "1" → "2"`,
	`12:18 nudge "1" → "0"`,
	`12:20 flip "and" → "or"`,
	`12:29 flip "!=" → "=="`,
	`12:32 nudge "2" → "3"`,
	`12:32 nudge "2" → "1"`,
	`13:7 drop move unit, forward: dist * 1in`,
	`13:34 nudge "1in" → "1.5in"`,
	`13:34 nudge "1in" → "0.5in"`,
	`15:10 negate not (dist > 0)`,
	`15:15 flip ">" → ">="`,
	`15:17 nudge "0" → "1"`,
	`15:17 nudge "0" → "-1"`,
	`16:7 drop move unit, forward: 1in`,
	`16:27 nudge "1in" → "1.5in"`,
	`16:27 nudge "1in" → "0.5in"`,
}

// line prints a mutant as walkMutants lists it.
func line(m *Mutant) string {
	return fmt.Sprintf("%d:%d %s %s", m.Pos.Line, m.Pos.Column, m.Op, m.Change)
}

func TestGenerate(t *testing.T) {
	src, err := os.ReadFile("testdata/walk.rules")
	if err != nil {
		t.Fatal(err)
	}
	ms, warns, err := Generate("testdata/walk.rules", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) > 0 {
		t.Errorf("warnings: %v", warns)
	}
	var got []string
	for i, m := range ms {
		got = append(got, line(m))
		if m.ID != i+1 {
			t.Errorf("mutant %d has ID %d", i+1, m.ID)
		}
	}
	if d := cmp.Diff(walkMutants, got); d != "" {
		t.Errorf("mutants (-want +got):\n%s", d)
	}
	// Each mutant is the original with its one change: the flip of line
	// 7 differs from the original in that line alone.
	flip := ms[8]
	if want := strings.Replace(string(src), "dist > 3", "dist >= 3", 1); string(flip.Source) != want {
		t.Errorf("mutant 9's source:\n%s\nwant\n%s", flip.Source, want)
	}
	if flip.Ref != "far" || flip.Clause != "when dist > 3" || flip.ClausePos.Line != 7 {
		t.Errorf("mutant 9's clause %q at %v, ref %q; want when dist > 3 at line 7, ref far", flip.Clause, flip.ClausePos, flip.Ref)
	}
	if want := `procedure advance › first "how far" else error`; flip.In != want {
		t.Errorf("mutant 9 is in %q, want %q", flip.In, want)
	}
	// The mark above line 12 names the flip of >= and gives its reason.
	if m := ms[16]; m.Equivalent != `dist 1 is "short" either way` || m.Mark == nil {
		t.Errorf("mutant 17 (%s) equivalent %q, want the mark's reason", line(m), m.Equivalent)
	}
	for i, m := range ms {
		if i != 16 && m.Equivalent != "" {
			t.Errorf("mutant %d (%s) equivalent: %s", m.ID, line(m), m.Equivalent)
		}
	}
}

// TestFormatsAsOriginal checks a mutant that prints as the original is
// kept, marked equivalent, and one that prints as an earlier mutant is
// left out: swapping two identical clauses changes nothing, and the two
// drops of them print the same file.
func TestFormatsAsOriginal(t *testing.T) {
	src := `procedure p(unit: unit) {
  first "twice" else nothing {
    when true {
      stop
    }
    when true {
      stop
    }
  }
}
`
	ms, _, err := Generate("twice.rules", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range ms {
		got = append(got, line(m)+" | "+m.Equivalent)
	}
	want := []string{
		`2:3 drop first "twice" else nothing | `,
		`3:5 swap with when true | formats as the original does`,
		`3:5 drop when true | `, // dropping the second prints the same: left out
		`2:3 default else nothing → else error | `,
		`3:10 negate not (true) | `,
		`4:7 drop stop | `,
		`6:10 negate not (true) | `,
		`7:7 drop stop | `,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("mutants (-want +got):\n%s", d)
	}
}

// TestMarks checks the warnings for a malformed mark and for one that
// matches no mutant of the clause it stands above.
func TestMarks(t *testing.T) {
	src := `procedure p(unit: unit, d: number) {
  # mutate: equivalent twist: no such operator
  if d > 1 {
    stop
  }
  # mutate: equivalent nudge "7": there is no 7 here
  if d > 2 {  # mutate: equivalent flip negate: d is never 2
    stop
  }
}
`
	ms, warns, err := Generate("marks.rules", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range warns {
		got = append(got, diag.Short(w.Pos)+": "+w.Msg+" | "+w.Hint)
	}
	want := []string{
		`marks.rules:2:3: bad mutation mark "# mutate: equivalent twist: no such operator" | write # mutate: equivalent OP... ["TEXT"]: REASON, each OP one of swap, flip, nudge, negate, drop, default`,
		`marks.rules:6:3: mutation mark matches no nudge mutant of the clause on line 7 | a mark goes on the line before the clause, or at the end of its first line`,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
	marked := 0
	for _, m := range ms {
		if m.Equivalent != "" {
			marked++
			if l := line(m); l != `7:8 flip ">" → ">="` && l != `7:6 negate not (d > 2)` || m.Equivalent != "d is never 2" {
				t.Errorf("marked %s: %s", line(m), m.Equivalent)
			}
		}
	}
	if marked != 2 {
		t.Errorf("%d mutants marked, want 2 (a mark may name several operators)", marked)
	}
}

// TestRun runs the campaign on testdata/suite: a_far (dist 4) and
// b_middle (dist 3). Which mutants each kills is worked out in
// walkKilled's comments.
func TestRun(t *testing.T) {
	res, err := Run(interp.Stdlib(), []string{"testdata/walk.rules"}, []string{"testdata/suite/a_far.yaml", "testdata/suite/b_middle.yaml"}, Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Files) != 1 || len(res.Failing) != 0 {
		t.Fatalf("%d files, %d failing", len(res.Files), len(res.Failing))
	}
	f := res.Files[0]
	got := map[int]Status{}
	for _, o := range f.Outcomes {
		got[o.ID] = o.Status
	}
	want := map[int]Status{}
	for id := 1; id <= len(walkMutants); id++ {
		want[id] = Survived
	}
	for _, id := range walkKilled {
		want[id] = Killed
	}
	want[17] = Equivalent
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("statuses (-want +got):\n%s", d)
	}
	s := f.Score()
	if s.String() != "19/32 (59.4%)" || s.Equivalent != 1 || s.Formatted != 0 || s.Invalid != 0 {
		t.Errorf("score %s, %+v", s, s)
	}
}

// walkKilled are the mutants of walk.rules the two scenarios kill: a_far
// (dist 4) expects A 3in forward and tired A; b_middle (dist 3) expects A
// 3in forward and no tired A.
var walkKilled = []int{
	1,  // no first: nothing moves (b)
	2,  // middle before far: dist 4 moves 4in (a)
	3,  // short before middle: dist 3 > 0 moves 1in (b)
	4,  // far dropped: dist 4 moves 4in as middle (a)
	5,  // middle dropped: dist 3 moves 1in as short (b)
	8,  // not (dist > 3): dist 4 goes to middle, 4in (a)
	9,  // dist >= 3: dist 3 is far, tired A (b)
	10, // dist > 4: dist 4 is middle, 4in (a)
	11, // dist > 2: dist 3 is far, tired A (b)
	12, // no move: A stays (a)
	13, // no event: no tired A (a)
	14, // 4.5in (a)
	15, // 1.5in (a)
	16, // not middle: dist 3 goes to short, 1in (b)
	21, // dist == 2: false for 3, short, 1in (b)
	22, // dist != 3: false for 3, short, 1in (b)
	24, // no move (b)
	25, // 3 × 1.5in = 4.5in (b)
	26, // 3 × 0.5in = 1.5in (b)
}

// TestEveryKindHandled makes the mutants of every kind of declaration and
// statement the grammar's EBNF lists, found in testdata/kinds.rules or the
// test suites' rules (tests/*/*.rules, where a new kind's scenarios are):
// a kind needs no case of its own in the walk (it gets the mutants of
// what it holds), but one no rules file has fails here.
func TestEveryKindHandled(t *testing.T) {
	ebnf := grammar.EBNF()
	paths, err := filepath.Glob("../tests/*/*.rules")
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, path := range append([]string{"testdata/kinds.rules"}, paths...) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := grammar.Parse(filepath.Base(path), src)
		if err != nil {
			t.Fatal(err)
		}
		g := &gen{file: f, path: filepath.Base(path), seen: map[string]bool{}}
		for _, d := range f.Decls {
			found[reflect.TypeOf(d).Elem().Name()] = true
			if !g.decl(d) {
				t.Errorf("decl has no case for %T", d)
			}
		}
		grammar.Walk(f, func(n grammar.Node) bool {
			if b, ok := n.(*grammar.Block); ok {
				for _, s := range b.Stmts {
					found[reflect.TypeOf(s).Elem().Name()] = true
					if !g.stmt(s) {
						t.Errorf("stmt made no mutants of %T", s)
					}
				}
			}
			return true
		})
	}
	for _, union := range []string{"Decl", "Stmt"} {
		m := regexp.MustCompile(`(?m)^` + union + ` = (.*) \.$`).FindStringSubmatch(ebnf)
		if m == nil {
			t.Fatalf("the EBNF has no %s line", union)
		}
		for _, k := range strings.Split(m[1], " | ") {
			if !found[k] {
				t.Errorf("neither testdata/kinds.rules nor tests/*/*.rules has a %s: add one", k)
			}
		}
	}
}

// TestDetectedEquivalents checks the equivalent mutants the tree shows:
// two clauses with the same body swapped, two require lines swapped. Two
// clauses with different bodies, or a require and a minimise, are not.
func TestDetectedEquivalents(t *testing.T) {
	src := `procedure p(unit: unit, d: number) {
  first "g" else nothing {
    when d > 3 {
      stop
    }
    when d > 1 {
      stop
    }
    when d > 0 {
      event small(unit)
    }
  }
  pick e from enemies(unit) {
    require e.width > 1in
    require e.depth > 1in
    minimise centre_distance(unit, e)
  }
}
`
	ms, _, err := Generate("eq.rules", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range ms {
		if m.Op == Swap {
			got[line(m)] = string(m.How) + ": " + m.Equivalent
		}
	}
	want := map[string]string{
		`3:5 swap with when d > 1`:                         "detected: the two clauses do the same, so which applies first does not matter",
		`6:5 swap with when d > 0`:                         ": ",
		`14:5 swap with require e.depth > 1in`:             "detected: two require lines: each drops the candidates that fail it, and the same survive in either order",
		`15:5 swap with minimise centre_distance(unit, e)`: ": ",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("swaps (-want +got):\n%s", d)
	}
}

// TestMarkReasonContinues checks that the comment lines right below a mark
// continue its reason, and that a second mark starts anew.
func TestMarkReasonContinues(t *testing.T) {
	src := `procedure p(unit: unit, d: number) {
  if d > 1 {
    # mutate: equivalent drop: the run
    # ends here anyway
    # mutate: equivalent drop "stop": said twice
    stop
  }
}
`
	ms, warns, err := Generate("marks.rules", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) != 1 || !strings.Contains(warns[0].Msg, "matches no drop mutant") || warns[0].Pos.Line != 5 {
		t.Errorf("warnings %v, want the second mark unused", warns)
	}
	for _, m := range ms {
		if m.Op == Drop && m.Clause == "stop" {
			if m.Equivalent != "the run ends here anyway" {
				t.Errorf("reason %q", m.Equivalent)
			}
			return
		}
	}
	t.Error("no drop of stop")
}

// TestPaceNudges checks a nudge of the pace is flagged with whether the
// file writes lengths in paces, which decides (in Run) whether it can be
// equivalent.
func TestPaceNudges(t *testing.T) {
	for _, c := range []struct {
		src   string
		paces bool
	}{
		{"units p\n\npace 1mm\n\nconst a = 2in\n", false},
		{"units p\n\npace 1mm\n\nconst a = 2p\n", true},
	} {
		ms, _, err := Generate("p.rules", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range ms {
			if m.pace {
				got = append(got, line(m)+" | "+m.Clause)
				if m.filePaces != c.paces {
					t.Errorf("%q: %s: filePaces %v, want %v", c.src, line(m), m.filePaces, c.paces)
				}
			}
		}
		want := []string{`3:1 nudge pace "1mm" → "1.5mm" | pace 1mm`, `3:1 nudge pace "1mm" → "0.5mm" | pace 1mm`}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%q: pace mutants (-want +got):\n%s", c.src, d)
		}
	}
}

// TestToleranceEquivalents checks the flips of a boundary compared with a
// tolerance, and the nudges of a tolerance-sized number, are detected
// equivalent; a boundary without one, and a plain number, are not.
func TestToleranceEquivalents(t *testing.T) {
	src := `procedure p(unit: unit, d: number, g: length) {
  if g <= 2in + tolerance() and d > 1 {
    stop
  }
  if d < 45.000001 {
    stop
  }
  if d > 0.000001 {
    stop
  }
}
`
	ms, _, err := Generate("tol.rules", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Equivalence{}
	for _, m := range ms {
		if m.Op == Flip || m.Op == Nudge {
			got[line(m)] = m.How
		}
	}
	want := map[string]Equivalence{
		`2:8 flip "<=" → "<"`:                  Detected,
		`2:11 nudge "2in" → "3in"`:             "",
		`2:11 nudge "2in" → "1in"`:             "",
		`2:29 flip "and" → "or"`:               "",
		`2:35 flip ">" → ">="`:                 "",
		`2:37 nudge "1" → "2"`:                 "",
		`2:37 nudge "1" → "0"`:                 "",
		`5:8 flip "<" → "<="`:                  Detected,
		`5:10 nudge "45.000001" → "46.000001"`: "",
		`5:10 nudge "45.000001" → "44.000001"`: "",
		`8:8 flip ">" → ">="`:                  Detected,
		`8:10 nudge "0.000001" → "0.0000015"`:  Detected,
		`8:10 nudge "0.000001" → "0.0000005"`:  Detected,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// TestNamesCheckKillsNothing runs testdata/names: calm.yaml names a flag
// and an event only to rule them out (lacks, no_events), and dist 4 never
// enters the if that marks and records them. A mutant that drops that if,
// its mark or its event leaves the rules with no statement producing the
// name, which fails the check `rulec test` makes before a run; but the run
// is the same, so no scenario detects it and it survives. Worked by hand:
// dropping the move leaves A at (10, 10), negating the if marks A shaken
// and records panic A, the nudged move ends 1.5in or 0.5in forward: those
// four are killed; the flip and the nudges of 10 keep dist 4 out of the if.
func TestNamesCheckKillsNothing(t *testing.T) {
	res, err := Run(interp.Stdlib(), []string{"testdata/names/quiet.rules"}, []string{"testdata/names/calm.yaml"}, Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Files) != 1 || len(res.Failing) != 0 {
		t.Fatalf("%d files, %d failing", len(res.Files), len(res.Failing))
	}
	got := map[string]Status{}
	for _, o := range res.Files[0].Outcomes {
		got[line(o.Mutant)] = o.Status
	}
	want := map[string]Status{
		`6:3 drop if dist > 10`:             Survived,
		`10:3 drop move unit, forward: 1in`: Killed,
		`6:6 negate not (dist > 10)`:        Killed,
		`6:11 flip ">" → ">="`:              Survived,
		`6:13 nudge "10" → "11"`:            Survived,
		`6:13 nudge "10" → "9"`:             Survived,
		`7:5 drop mark unit as shaken`:      Survived,
		`8:5 drop event panic(unit)`:        Survived,
		`10:23 nudge "1in" → "1.5in"`:       Killed,
		`10:23 nudge "1in" → "0.5in"`:       Killed,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("statuses (-want +got):\n%s", d)
	}
}

// TestEquivalentsStillRun runs testdata/requires: the tree shows two
// require lines swapped to be equivalent, since the same candidates
// survive either order; but the first guards the second (prop fails on a
// unit without the prop, prop_or does not), and guarded.yaml's B has
// none, so the swapped lines fail its run. A claim a scenario refutes is
// no equivalence: the mutant is killed. With a scenario that has no such
// unit the claim stands.
func TestEquivalentsStillRun(t *testing.T) {
	res, err := Run(interp.Stdlib(), []string{"testdata/requires/guarded.rules"}, []string{"testdata/requires/guarded.yaml"}, Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	var swap *Outcome
	for _, o := range res.Files[0].Outcomes {
		if o.Op == Swap {
			swap = o
		}
	}
	if swap == nil || swap.Status != Killed || swap.KilledBy != "testdata/requires/guarded.yaml" ||
		!strings.Contains(swap.Why, `unit "B" has no length or number prop "move"`) {
		t.Errorf("swap: %+v", swap)
	}

	res, err = Run(interp.Stdlib(), []string{"testdata/requires/guarded.rules"}, []string{"testdata/requires/all_moving.yaml"}, Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range res.Files[0].Outcomes {
		if o.Op == Swap && (o.Status != Equivalent || o.How != Detected || o.KilledBy != "") {
			t.Errorf("swap with all_moving.yaml: %+v", o)
		}
	}
}

// TestRollAndAssertMutants checks the mutants of a roll and an assert,
// worked out from the operators' definitions: a roll's dice, count and
// sides, nudged one up and one down (never under one die of two sides), its
// total and dice one by one traded; an
// assert dropped, negated, its comparison flipped and its number nudged.
// Before, a roll had only its drop (invalid when its name is read) and an
// assert none at all, so a suite that never tested the rule an assert
// states, or a roll's dice, showed nothing of it.
func TestRollAndAssertMutants(t *testing.T) {
	const src = `units in

procedure go(unit: unit, dist: length) {
  assert dist >= 0in, "a distance of 0in or more"
  roll a = D6
  roll b = 2D6 dice
  move unit, forward: a * 1in + dist
}
`
	ms, _, err := Generate("r.rules", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range ms {
		got = append(got, line(m))
	}
	want := []string{
		`4:3 drop assert dist >= 0in, "a distance of 0in or more"`,
		`5:3 drop roll a = D6`,
		`6:3 drop roll b = 2D6 dice`,
		`7:3 drop move unit, forward: a * 1in + dist`,
		`4:10 negate not (dist >= 0in)`,
		`4:15 flip ">=" → ">"`,
		`4:18 nudge "0in" → "1in"`,
		`5:3 nudge "D6" → "2D6"`,
		`5:3 nudge "D6" → "D5"`,
		`5:3 nudge "D6" → "D7"`,
		`5:3 flip "D6" → "D6 dice"`,
		`6:3 nudge "2D6" → "1D6"`,
		`6:3 nudge "2D6" → "3D6"`,
		`6:3 nudge "2D6" → "2D5"`,
		`6:3 nudge "2D6" → "2D7"`,
		`6:3 flip "2D6 dice" → "2D6"`,
		`7:27 nudge "1in" → "1.5in"`,
		`7:27 nudge "1in" → "0.5in"`,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("mutants (-want +got):\n%s", d)
	}
}
