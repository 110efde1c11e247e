package main

import (
	"fmt"
	"os"
	"time"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

func main() {
	t0 := time.Now()
	src, _ := os.ReadFile(os.Args[1])
	_, err := grammar.Parse("x.rules", src)
	t1 := time.Now()
	_, err2 := grammar.Parse("x.rules", src)
	t2 := time.Now()
	reg := interp.Stdlib()
	t3 := time.Now()
	_, err3 := interp.Load(reg, os.Args[1])
	t4 := time.Now()
	_, err4 := interp.Load(reg, os.Args[1])
	t5 := time.Now()
	fmt.Println("parse1", t1.Sub(t0), "parse2", t2.Sub(t1), "stdlib", t3.Sub(t2), "load1", t4.Sub(t3), "load2", t5.Sub(t4), err, err2, err3, err4)
}
