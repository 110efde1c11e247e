package suite

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
)

// CheckChoices reports, before a run, every answer in the scenario's
// choices that names a choice no rules file of prog declares: a misspelt
// name would otherwise be ignored and the rule's default used.
func CheckChoices(sc *scenario.Scenario, prog *interp.Program) error {
	return choiceErrors(sc, prog).Err()
}

// choiceErrors returns CheckChoices' errors.
func choiceErrors(sc *scenario.Scenario, prog *interp.Program) scenario.ErrorList {
	declared := ChoiceNames(prog)
	var errs scenario.ErrorList
	for _, name := range slices.Sorted(maps.Keys(sc.Choices)) {
		if !slices.Contains(declared, name) {
			e := &scenario.Error{Pos: sc.Choices[name].KeyPos, Msg: fmt.Sprintf("choices: no rules file declares a choice %q", name)}
			e.Hint = choiceHint(name, declared)
			errs = append(errs, e)
		}
	}
	return errs
}

// ChoiceNames returns the names of every `choose` in prog's files, sorted.
func ChoiceNames(prog *interp.Program) []string {
	seen := map[string]bool{}
	for _, f := range prog.Files {
		if f.AST == nil {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			if c, ok := n.(*grammar.Choose); ok {
				seen[c.Name] = true
			}
			return true
		})
	}
	return slices.Sorted(maps.Keys(seen))
}

// choiceHint suggests the nearest declared choice, or lists them.
func choiceHint(name string, declared []string) string {
	if h := grammar.DidYouMean(name, declared); h != "" {
		return h
	}
	if len(declared) == 0 {
		return "the rules make no choices"
	}
	return "choices: " + strings.Join(declared, ", ")
}

// placeChoiceError puts a choice the run left unanswered at the scenario's
// answer.
func placeChoiceError(sc *scenario.Scenario, err error) error {
	var ce *interp.ChoiceError
	if !errors.As(err, &ce) {
		return err
	}
	c, ok := sc.Choices[ce.Name]
	if !ok {
		return err
	}
	return &scenario.Error{Pos: c.KeyPos, Msg: ce.Msg}
}

// placeInputError puts a mistake in the procedure or its arguments at the
// argument, or at the scenario's run.
func placeInputError(sc *scenario.Scenario, err error) error {
	var ie *interp.InputError
	if !errors.As(err, &ie) {
		return err
	}
	pos := sc.RunPos
	if a, ok := sc.Args[ie.Arg]; ok {
		pos = a.Pos
	}
	if pos.Filename == "" {
		return err
	}
	return &scenario.Error{Pos: pos, Msg: ie.Msg, Hint: ie.Hint}
}

// checkRulesPaths reports, at the scenario's rules list, each rules file
// that cannot be read, so the message says which scenario names it.
func checkRulesPaths(sc *scenario.Scenario) error {
	var errs scenario.ErrorList
	for _, path := range sc.Rules {
		if err := interp.CheckRulesName(path); err != nil {
			errs = append(errs, &scenario.Error{Pos: sc.RulesPos, Msg: fmt.Sprintf("rules: cannot read %q: %v", path, err)})
		}
	}
	return errs.Err()
}
