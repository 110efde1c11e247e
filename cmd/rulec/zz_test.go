package main

import (
	"io"
	"strings"
	"testing"
)

func BenchmarkZZHelp(b *testing.B) {
	for b.Loop() {
		run([]string{"help"}, strings.NewReader(""), io.Discard, io.Discard)
	}
}
func BenchmarkZZVersion(b *testing.B) {
	for b.Loop() {
		run([]string{"version"}, strings.NewReader(""), io.Discard, io.Discard)
	}
}
func BenchmarkZZCheck(b *testing.B) {
	for b.Loop() {
		run([]string{"check", "../../rules/charge.rules"}, strings.NewReader(""), io.Discard, io.Discard)
	}
}
