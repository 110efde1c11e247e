package scenario

import (
	"math/big"
	"strings"
	"testing"
)

const oddsHead = `board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [10in, 10in], facing: 0, base: [1in, 1in]}
run: go
expect:
  odds:
`

func TestOddsExpectParse(t *testing.T) {
	s, err := Parse("s.yaml", []byte(oddsHead+"    contact A B: 21/36\n    \"removed: A\": 0\n    far A: 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	got := ""
	for _, o := range s.Expect.Odds {
		got += o.Fact + "=" + o.P.RatString() + "@" + o.ValuePos.String() + " "
	}
	if want := "contact A B=7/12@s.yaml:7:18 removed: A=0@s.yaml:8:19 far A=1@s.yaml:9:12 "; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestOddsExpectBad(t *testing.T) {
	tests := []struct{ line, want string }{
		{"contact A B: 37/36", "s.yaml:7:18: expect.odds.contact A B: 37/36 is more than 1; odds are from 0 to 1"},
		{"contact A B: -1/36", "s.yaml:7:18: expect.odds.contact A B: -1/36 is negative; odds are from 0 to 1"},
		{"contact A B: 0.58", "s.yaml:7:18: expect.odds.contact A B: \"0.58\" is not a fraction"},
		{"contact A B: most", "s.yaml:7:18: expect.odds.contact A B: \"most\" is not a fraction"},
		{"contact A B: 1/0", "s.yaml:7:18: expect.odds.contact A B: 1/0 has a zero denominator"},
		{"contact A B: [1, 2]", "s.yaml:7:18: expect.odds.contact A B: want a probability written as a fraction"},
		{"\"removed: Z\": 1/2", "s.yaml:7:5: unknown unit \"Z\""},
		{"\"odd: A\": 1/2", "s.yaml:7:5: expect.odds: \"odd: A\" is not an event"},
	}
	for _, tt := range tests {
		_, err := Parse("s.yaml", []byte(oddsHead+"    "+tt.line+"\n"))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s:\n got %v\nwant %s", tt.line, err, tt.want)
		}
	}
}

func TestCheckOdds(t *testing.T) {
	s, err := Parse("s.yaml", []byte(oddsHead+"    contact A B: 20/36\n    far A: 1/2\n"))
	if err != nil {
		t.Fatal(err)
	}
	of := func(fact string) *big.Rat {
		if fact == "contact A B" {
			return big.NewRat(21, 36)
		}
		return big.NewRat(1, 2)
	}
	fs := s.CheckOdds(of, (*big.Rat).RatString)
	if len(fs) != 1 || fs[0].String() != "s.yaml:7:18: odds.contact A B: want 20/36 (55.6%), got 21/36 (58.3%); +2.8 points" {
		t.Errorf("got %v", fs)
	}
}
