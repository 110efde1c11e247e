// Package browsertest drives headless Chromium for the tests of rulec's
// pages: it finds the browser (or skips the test with a message saying
// how to install one), starts it, and collects every console error or
// warning, uncaught exception and request, so a test can fail on any of
// them. It is imported by tests only.
package browsertest

import (
	"context"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Browser returns the path of a Chromium to drive, or skips the test.
func Browser(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium on PATH (Debian: apt-get install -y chromium; .ci/run installs it): the page is not tested in a browser")
	return ""
}

// Session is one headless browser tab with listeners on its console and
// its requests.
type Session struct {
	Ctx      context.Context
	stop     func()
	wg       sync.WaitGroup
	mu       sync.Mutex
	problems []string
	requests []string
}

// Start opens a tab in Chromium at exe, width by height pixels, for at
// most timeout; Close ends it.
func Start(t *testing.T, exe string, width, height int, timeout time.Duration) *Session {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.WindowSize(width, height))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, timeout)
	s := &Session{Ctx: ctx}
	listen, stopListen := context.WithCancel(ctx)
	messages := chromedp.Console(listen)
	sent := chromedp.Events(listen, network.RequestWillBeSent)
	s.wg.Add(2)
	go func() {
		defer s.wg.Done()
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleWarning || m.IsException() {
				s.mu.Lock()
				s.problems = append(s.problems, m.String())
				s.mu.Unlock()
			}
		}
	}()
	go func() {
		defer s.wg.Done()
		for ev, err := range sent {
			if err != nil {
				return
			}
			s.mu.Lock()
			s.requests = append(s.requests, ev.Request.URL)
			s.mu.Unlock()
		}
	}()
	s.stop = func() {
		// Late console messages arrive before the listeners stop.
		time.Sleep(200 * time.Millisecond)
		stopListen()
		s.wg.Wait()
		cancelT()
		cancel()
		cancelA()
	}
	return s
}

// Close stops the browser and fails the test for every console problem
// and for every request not for a URL that starts with one of allowed
// (data: URLs are always allowed); it fails too when no request started
// with allowed[0], the page itself, since then the listener saw nothing.
func (s *Session) Close(t *testing.T, allowed ...string) {
	t.Helper()
	s.stop()
	for _, p := range s.problems {
		t.Errorf("console: %s", p)
	}
	saw := false
	for _, r := range s.requests {
		ok := strings.HasPrefix(r, "data:")
		for _, a := range allowed {
			ok = ok || strings.HasPrefix(r, a)
		}
		if !ok {
			t.Errorf("the page requested %s: it must load nothing from elsewhere", r)
		}
		saw = saw || len(allowed) > 0 && strings.HasPrefix(r, allowed[0])
	}
	if !saw {
		t.Errorf("the request listener saw no request for the page itself (%v): it does not work", s.requests)
	}
}
