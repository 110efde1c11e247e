package lsp

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestNeovimSession follows docs/editors.md in a real editor where one is
// installed: a headless Neovim loads editors/nvim/rulec.lua, opens a copy
// of the bundled pursuit rules with a misspelt query, and asks for the
// diagnostics, a hover, a definition and a formatting (editors/nvim/smoke.lua).
func TestNeovimSession(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim is not installed (apt-get install neovim): the Neovim session is not tried")
	}
	if testing.Short() {
		t.Skip("builds rulec and starts Neovim")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	build := exec.Command("go", "build", "-o", filepath.Join(bin, "rulec"), "../cmd/rulec")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, name := range []string{"pursuit.rules", "charge.rules"} {
		_, text := bundled(t, name)
		if name == "pursuit.rules" {
			text = strings.Replace(text, "front_overlaps(unit, chargeable)", "front_overlap(unit, chargeable)", 1)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, _ := os.ReadFile(filepath.Join(dir, "pursuit.rules"))
	text := string(b)
	// 1-based line:column of a needle, as Neovim's smoke script reports them.
	at := func(needle string, delta int) string {
		p := find(t, text, needle, 0, delta)
		return fmt.Sprintf("%d:%d", p.Line+1, p.Character+1)
	}
	lua, _ := filepath.Abs("../editors/nvim/rulec.lua")
	smoke, _ := filepath.Abs("../editors/nvim/smoke.lua")
	out := filepath.Join(dir, "out.txt")
	cmd := exec.Command(nvim, "--headless", "-u", "NONE", "-c", "luafile "+smoke)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"RULEC_LUA="+lua, "RULEC_FILE=pursuit.rules", "RULEC_AT="+at("call pursuit_move(", len("call ")), "RULEC_OUT="+out,
		"XDG_STATE_HOME="+dir, "XDG_CACHE_HOME="+dir)
	done := make(chan error, 1)
	go func() { done <- cmd.Run() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("nvim: %v", err)
		}
	case <-time.After(2 * time.Minute):
		cmd.Process.Kill()
		t.Fatal("nvim did not finish")
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(got)), "\n")
	want := []string{
		"diagnostic " + at("front_overlap(unit, chargeable)", 0) + " unknown name front_overlap",
		"hover ```rules | procedure pursuit_move(",
		"definition pursuit.rules:" + at("procedure pursuit_move(", len("procedure ")),
		"formatting edits ",
	}
	for _, w := range want {
		found := false
		for _, l := range lines {
			found = found || strings.HasPrefix(l, w)
		}
		if !found {
			t.Errorf("Neovim's session lacks %q; it reported:\n%s", w, got)
		}
	}
}
