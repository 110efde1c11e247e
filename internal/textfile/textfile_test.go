package textfile

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestReadAllAsIoReadAll checks readAll against io.ReadAll on readers
// holding less, as much as and more than the size it is told, read whole
// or a byte at a time, and on a reader that fails.
func TestReadAllAsIoReadAll(t *testing.T) {
	for _, n := range []int{0, 1, 511, 512, 513, 4096, 13000} {
		src := strings.Repeat("abcdefghij", n/10+1)[:n]
		for _, size := range []int64{0, int64(n) - 1, int64(n), int64(n) + 1, 100} {
			if size < 0 {
				continue
			}
			for _, r := range []func() io.Reader{
				func() io.Reader { return strings.NewReader(src) },
				func() io.Reader { return iotest.OneByteReader(strings.NewReader(src)) },
			} {
				got, err := readAll(r(), size)
				want, _ := io.ReadAll(r())
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("readAll of %d bytes told %d = %d bytes, %v; want %d bytes", n, size, len(got), err, len(want))
				}
			}
		}
	}
	boom := errors.New("boom")
	if _, err := readAll(iotest.ErrReader(boom), 10); err != boom {
		t.Errorf("readAll of a failing reader: %v, want %v", err, boom)
	}
}
