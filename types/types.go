// Package types is the rules language's closed type model: the types a
// value may have (number, length, angle, bool, word, point, unit, units,
// placement, spot, model, dice, lists of them), the names rules files and
// messages give them, and the dimension rules of arithmetic on numbers
// (rules.go), in one table that the checker reads and that generates the
// reference in docs/language.md.
//
// The engine declares its queries and actions in these types; the checker
// gives one to every expression; the language server shows them. The Go
// values that carry each type at run time are the engine's business
// (engine.GoType), not this package's, which depends on nothing.
package types

// Kind is what a type is, without its element.
type Kind uint8

const (
	Invalid   Kind = iota // no type: an error was reported
	Any                   // known only at run time (a prop, a list of mixed values)
	Nil                   // nil, the "none" some queries return
	Bool                  // true or false
	Number                // a plain number: a count, a roll's total, a ratio
	Length                // a length, in millimetres at run time
	Angle                 // an angle in degrees
	Word                  // a word (a string)
	Point                 // a point of the table
	Unit                  // a unit, a terrain piece or the board edge
	Placement             // a candidate position of a unit
	Spot                  // a candidate position of a model
	Model                 // one model of a unit
	Dice                  // the dice of a roll, each die's pips
	List                  // a list of Elem
	Map                   // a table from words to Elem (fromPairs)
	kinds                 // the number of kinds
)

// Type is a static type: a kind and, for a list or a map, the kind of its
// elements (a list of lists is a list of Any). Types compare with ==.
type Type struct {
	Kind Kind
	Elem Kind // List and Map only
}

// The types, by name.
var (
	InvalidT   = Type{Kind: Invalid}
	AnyT       = Type{Kind: Any}
	NilT       = Type{Kind: Nil}
	BoolT      = Type{Kind: Bool}
	NumberT    = Type{Kind: Number}
	LengthT    = Type{Kind: Length}
	AngleT     = Type{Kind: Angle}
	WordT      = Type{Kind: Word}
	PointT     = Type{Kind: Point}
	UnitT      = Type{Kind: Unit}
	PlacementT = Type{Kind: Placement}
	SpotT      = Type{Kind: Spot}
	ModelT     = Type{Kind: Model}
	DiceT      = Type{Kind: Dice}
	UnitsT     = ListOf(UnitT)
	NumbersT   = ListOf(NumberT)
	WordsT     = ListOf(WordT)
	ListT      = ListOf(AnyT)
)

// ListOf returns the type of a list of t (a list of lists is a list of Any).
func ListOf(t Type) Type {
	if t.Kind == List || t.Kind == Map || t.Kind == Invalid {
		return Type{Kind: List, Elem: Any}
	}
	return Type{Kind: List, Elem: t.Kind}
}

// MapOf returns the type of a table from words to t.
func MapOf(t Type) Type {
	if t.Kind == List || t.Kind == Map || t.Kind == Invalid {
		return Type{Kind: Map, Elem: Any}
	}
	return Type{Kind: Map, Elem: t.Kind}
}

// ElemType returns the type of an element of a list, a map or dice (a
// die's pips are a number), and Any for anything else.
func (t Type) ElemType() Type {
	switch t.Kind {
	case List, Map:
		return Type{Kind: t.Elem}
	case Dice:
		return NumberT
	}
	return AnyT
}

// IsNumber reports whether t is a number of any dimension.
func (t Type) IsNumber() bool {
	return t.Kind == Number || t.Kind == Length || t.Kind == Angle
}

// IsList reports whether t is a list (dice are a list of numbers too).
func (t Type) IsList() bool { return t.Kind == List || t.Kind == Dice }

// names are the names of the kinds, as rules files and messages write
// them; a list's name is its element's plural (units, placements).
var names = [kinds]string{
	Invalid: "invalid", Any: "any", Nil: "nil", Bool: "bool", Number: "number",
	Length: "length", Angle: "angle", Word: "word", Point: "point", Unit: "unit",
	Placement: "placement", Spot: "spot", Model: "model", Dice: "dice",
	List: "list", Map: "map",
}

// plurals are the names of lists of a kind, where a rules file may write
// one (`units`, `placements`) or a message reads better with one.
var plurals = [kinds]string{
	Number: "numbers", Length: "lengths", Angle: "angles", Word: "words", Point: "points",
	Unit: "units", Placement: "placements", Spot: "spots", Model: "models", Bool: "bools",
}

// String returns the type's name in the rules language: "unit", "units",
// "length", "list", "map of words".
func (t Type) String() string {
	switch t.Kind {
	case List:
		if p := plurals[t.Elem]; p != "" {
			return p
		}
		return "list"
	case Map:
		if t.Elem == Any {
			return "map"
		}
		return "map of " + plurals[t.Elem]
	}
	if t.Kind < kinds {
		return names[t.Kind]
	}
	return "invalid"
}

// declared are the types a parameter, memory or def parameter may be
// declared with, by the name written; body and bodies are older names of
// unit and units.
var declared = map[string]Type{
	"unit": UnitT, "body": UnitT, "units": UnitsT, "bodies": UnitsT,
	"number": NumberT, "length": LengthT, "angle": AngleT, "word": WordT,
	"bool": BoolT, "point": PointT, "angles": ListOf(AngleT), "placement": PlacementT,
	"placements": ListOf(PlacementT), "model": ModelT, "models": ListOf(ModelT),
	"spot": SpotT, "spots": ListOf(SpotT),
}

// Parse returns the type a declaration names, as `p: unit` writes it.
func Parse(name string) (Type, bool) {
	t, ok := declared[name]
	return t, ok
}

// Declarable returns the names a declaration may give a type, sorted, for
// messages and completion.
func Declarable() []string {
	return []string{"angle", "angles", "bodies", "body", "bool", "length", "model", "models",
		"number", "placement", "placements", "point", "spot", "spots", "unit", "units", "word"}
}

// Assignable reports whether a value of type got may be given where want
// is expected. Any on either side is checked at run time; numbers of one
// dimension go where any number of that dimension is wanted (the checker's
// dimension rules say which mixtures are errors, with their hints); a unit
// stands for the list holding it alone; a list of Any may hold anything.
func Assignable(got, want Type) bool {
	if got == want || got.Kind == Any || want.Kind == Any || got.Kind == Invalid || want.Kind == Invalid {
		return true
	}
	if got.IsNumber() && want.IsNumber() {
		return true
	}
	if got.Kind == Nil {
		switch want.Kind {
		case Unit, Placement, Spot, Model, List, Map, Dice:
			return true
		}
	}
	if got.Kind == Unit && want == UnitsT {
		return true
	}
	if got.Kind == Dice && want.Kind == List && (want.Elem == Number || want.Elem == Any) {
		return true
	}
	if got.Kind == want.Kind && (got.Kind == List || got.Kind == Map) {
		return got.Elem == Any || want.Elem == Any ||
			Assignable(Type{Kind: got.Elem}, Type{Kind: want.Elem}) && (Type{Kind: got.Elem}).IsNumber()
	}
	return false
}
