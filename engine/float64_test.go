package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFloat64Everywhere holds geometry.md's "float64 everywhere; no
// rounding inside the engine" against the source of the packages that
// compute positions (geom, world, engine, interp, check): no float32 type or
// conversion anywhere, and math.Round, Floor, Trunc or Ceil only where
// listed below with why it is no rounding of a result. A new call fails
// here until it is either removed or listed with its reason.
func TestFloat64Everywhere(t *testing.T) {
	// allowed: "file: function" of each rounding call that is not a
	// result rounded.
	allowed := map[string]string{
		"geom/length.go: formatRounded":          "output: lengths to 0.001, angles to 0.01 (geometry.md Numbers)",
		"geom/rotate.go: polygon":                "the number of slices of a covering polygon, not a value",
		"geom/regionroute.go: ReachesRegion":     "the number of points asked along an arc, not a value",
		"geom/tangent.go: arcSteps":              "the number of points along an arc drawn within tol/16, not a value",
		"geom/travel.go: snapAngle":              "bisection noise within 1e-9 of a millionth of a degree, so square turns are exact",
		"engine/spots.go: snapKey":               "a key to drop duplicate spots and name a world the search has been in, the spots themselves kept exact",
		"engine/contactbound.go: contactBoundOf": "the number of bases that fit round a target model, a count, not a value",
		"engine/contactbound.go: sampleLoop":     "the number of samples along an arc, not a value",
		"engine/optimum.go: exactBound":          "the number of bases that fit round a target model, a count, not a value",
		"engine/optimum.go: sampleArc":           "the number of points asked along an arc (the lifted search's and a ring's), not a value",
		"engine/packed.go: routedParts":          "the number of points asked along an arc, not a value",
		"engine/optgap.go: gapRoom":              "the number of bases that fit in a stretch of a contact circle, a count, not a value",
		"check/evalbuiltin.go: (top level)":      "the rules language's own round, floor and ceil",
	}
	seen := map[string]bool{}
	fset := token.NewFileSet()
	for _, dir := range []string{"geom", "world", "engine", "interp", "check"} {
		files, err := filepath.Glob(filepath.Join("..", dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no Go files in %s: %v", dir, err)
		}
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			rel := dir + "/" + filepath.Base(file)
			fn := "(top level)"
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncDecl:
					fn = n.Name.Name
				case *ast.Ident:
					if n.Name == "float32" {
						t.Errorf("%s: float32 in %s: geometry.md asks float64 everywhere", fset.Position(n.Pos()), fn)
					}
				case *ast.SelectorExpr:
					if x, ok := n.X.(*ast.Ident); ok && x.Name == "math" && slices.Contains([]string{"Round", "Floor", "Trunc", "Ceil", "RoundToEven"}, n.Sel.Name) {
						key := rel + ": " + fn
						if _, ok := allowed[key]; !ok {
							t.Errorf("%s: math.%s in %s: geometry.md asks no rounding inside the engine; if this rounds no result, list %q with why", fset.Position(n.Pos()), n.Sel.Name, fn, key)
						}
						seen[key] = true
					}
				}
				return true
			})
		}
	}
	for key := range allowed {
		if !seen[key] {
			t.Errorf("%s is listed as rounding but no longer does: take it off the list", key)
		}
	}
}
