package scenario

import (
	"fmt"
	"strings"
)

// Scenario is one parsed scenario file. Lengths are kept as written (Len),
// because a bare number is in the ruleset's default unit, known only once
// the rules are loaded; Build resolves them.
type Scenario struct {
	// Empty names the expectations written empty (`events: []`, `A: {}`),
	// each with its place: they hold whatever the run does, as the format
	// reads them, and `rulec test` says so beside the scenario's result.
	Empty       []string
	File        string // the file name given to Parse
	Name        string // the name, or the file's base name without extension
	Description string
	// Rules are the rules files, resolved relative to File's directory;
	// RulesPos is where they were given.
	Rules    []string
	RulesPos Pos
	Board    Board
	Units    []*Unit // in file order
	Terrain  []*Terrain
	Combats  []Combat
	Run      string
	RunPos   Pos
	// Args are the procedure's arguments by name. Build fills in their
	// lengths.
	Args map[string]Arg
	Dice []Die
	// DicePos is where the dice are listed; zero when the scenario gives
	// none, so a run short of dice can name the list it should extend.
	DicePos Pos
	Choices map[string]Choice
	// Tolerance is nil when the scenario does not set one.
	Tolerance *Len
	Expect    Expect
}

// Len is a length as written: a number with a unit, or a bare number in the
// ruleset's default unit.
type Len struct {
	Pos
	Text string
}

// Point is a position on the table, written [x, y].
type Point struct {
	Pos
	X, Y Len
}

// Angle is a bearing in degrees.
type Angle struct {
	Pos
	Deg float64
}

// Board is the table's size.
type Board struct {
	Pos
	Width, Depth Len
}

// Base is the size of one base: frontage and depth, or a round base's
// diameter.
type Base struct {
	Pos
	W, D    Len
	IsRound bool
	Round   Len
}

// Unit is one unit as the scenario places it. A rectangular unit has a
// Centre; a model-by-model unit has Models and a round Base instead.
type Unit struct {
	Pos          // the unit id's place
	ID, Side     string
	Centre       *Point
	Facing       Angle
	Files, Ranks int
	Base         *Base
	Models       []Point
	State        []Flag
	Props        []Prop
	// Removed marks a unit already off the table (destroyed, fled off)
	// whose last position rules may still read.
	Removed bool
}

// Flag is a state entry: a word and the unit ids it refers to, written
// `charging A`.
type Flag struct {
	Pos
	Word string
	Args []string
}

// String returns the flag as written, `word arg arg`.
func (f Flag) String() string { return strings.Join(append([]string{f.Word}, f.Args...), " ") }

// Prop is a value the rules read: a length, a number or a word.
type Prop struct {
	Pos
	Name, Text string
}

// Terrain is one terrain piece.
type Terrain struct {
	Pos
	Name, Kind string
	Polygon    []Point
	Props      []Prop
}

// Combat is the unit ids of one combat fought this phase.
type Combat struct {
	Pos
	Units []string
}

// Arg is one argument of the procedure, with every reading of its text:
// the interpreter knows which kind each parameter needs.
type Arg struct {
	Pos        // the value's place
	KeyPos Pos // the argument name's place
	Text   string
	IsUnit bool // Text is a unit id
	// IsLength is set by Build when Text reads as a length; a bare number
	// is also a length in the default unit.
	IsLength bool
	Length   float64 // mm
	IsNumber bool    // Text is a bare number
	Number   float64
}

// Die is one roll's dice, consumed in order by the rolls a run makes:
// a total, or the dice one by one (Faces, written [2, 5]), whose sum is
// then the Total.
type Die struct {
	Pos
	Total int
	Faces []int // nil when the scenario gives only the total
}

// Choice is the answer to a named player choice: one answer that holds
// every time the choice is made, or a List taken in order, one per time.
type Choice struct {
	Pos
	KeyPos Pos // the choice's name
	Value  string
	List   []string
}

// Answers returns the answers in the order the choice takes them.
func (c Choice) Answers() []string {
	if c.List != nil {
		return c.List
	}
	return []string{c.Value}
}

// Expect is what must come out of the run. It checks only what it names.
type Expect struct {
	Pos
	Units    []*UnitExpect
	Events   []Event
	NoEvents []Event
	// Error, when HasError, is text the run's error must contain.
	HasError bool
	Error    string
	ErrorPos Pos
	// Odds are the probabilities of facts over every way the dice can
	// fall, checked by enumerating them.
	Odds []OddsExpect
}

// UnitExpect is what must be true of one unit after the run; nil fields
// are not checked.
type UnitExpect struct {
	Pos
	ID         string
	Centre     *Point
	Facing     *Angle
	Removed    *Bool
	Has, Lacks []Flag
	// Models are expected model centres of a model-by-model unit, in the
	// order written.
	Models []ModelExpect
	// Moved says whether the unit's position changed: its centre or
	// facing, or any model's centre.
	Moved *Bool
	// InContact and Engaged count the unit's models in base contact with
	// an enemy model, and those engaged (in contact, or within 2in of a
	// model of the unit that is).
	InContact, Engaged *Count
	// Coherent says whether the unit is in coherency.
	Coherent *Bool
	// ClearOf are the bodies the unit must stand at least a distance from.
	ClearOf []Clearance
}

// ModelExpect is the expected centre of one model, by 0-based index.
type ModelExpect struct {
	Pos    // the index's place
	Index  int
	Centre Point
}

// Count is a whole number of at least 0 at a place.
type Count struct {
	Pos
	N int
}

// Clearance is a body, unit or terrain, a unit must stay Dist from.
type Clearance struct {
	Pos  // the id's place
	ID   string
	Dist Len
}

// Bool is a yes or no at a place.
type Bool struct {
	Pos
	Value bool
}

// Event is an expected event, written `name arg arg`.
type Event struct {
	Pos
	Name string
	Args []string
}

// String returns the event as written, `name arg arg`.
func (e Event) String() string { return strings.Join(append([]string{e.Name}, e.Args...), " ") }

// Unit returns the unit with an id, or nil.
func (s *Scenario) Unit(id string) *Unit {
	for _, u := range s.Units {
		if u.ID == id {
			return u
		}
	}
	return nil
}

// UnitArg returns the unit id an argument names, or an error at the
// argument when it is missing or names no unit. The interpreter calls it for
// parameters that take a unit, since only it knows which those are.
func (s *Scenario) UnitArg(name string) (string, error) {
	a, ok := s.Args[name]
	if !ok {
		return "", &Error{Pos: s.RunPos, Msg: fmt.Sprintf("run: missing argument %q (a unit id)", name)}
	}
	if !a.IsUnit {
		e := &Error{Pos: a.Pos, Msg: fmt.Sprintf("args.%s: unknown unit %q", name, a.Text)}
		e.Hint = nameHint(a.Text, s.unitIDs(), "units")
		return "", e
	}
	return a.Text, nil
}

// unitIDs returns the unit ids in file order.
func (s *Scenario) unitIDs() []string {
	ids := make([]string, len(s.Units))
	for i, u := range s.Units {
		ids[i] = u.ID
	}
	return ids
}
