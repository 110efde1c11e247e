package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// The protocol's framing, read strictly and within bounds: a header of
// `Name: value` lines ending in an empty line, with a Content-Length, then
// that many bytes of one JSON object. A message that is framed right but
// is not a JSON object is answered with the protocol's parse or
// invalid-request error and the server reads on; a frame it cannot find
// the end of (no or a bad Content-Length, a header line past the limit, a
// stream that ends inside a message) ends the session with an error
// saying why, since nothing after it can be trusted to start a message.
const (
	// MaxHeaderLine is the longest header line read, in bytes.
	MaxHeaderLine = 4096
	// maxHeaderLines is the most lines one header may have.
	maxHeaderLines = 32
	// MaxMessage is the largest message body read: a rules file is at
	// most 4 MB, and JSON escapes it to at most a few times that.
	MaxMessage = 64 << 20
)

// The protocol's error codes for a message that is not JSON and for JSON
// that is not a request.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
)

// frameStream is a jsonrpc2.ObjectStream over the protocol's framing.
type frameStream struct {
	r   *bufio.Reader
	w   io.Writer
	c   io.Closer
	log io.Writer

	wmu sync.Mutex
	// err is why reading stopped, nil at a clean end of the stream.
	mu  sync.Mutex
	err error
}

// newFrameStream returns a stream reading and writing rwc; log receives a
// line for each malformed message.
func newFrameStream(rwc io.ReadWriteCloser, log io.Writer) *frameStream {
	return &frameStream{r: bufio.NewReaderSize(rwc, MaxHeaderLine), w: rwc, c: rwc, log: log}
}

// WriteObject implements jsonrpc2.ObjectStream.
func (s *frameStream) WriteObject(obj any) error {
	body, err := json.Marshal(obj)
	if err != nil {
		return err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if _, err := fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n", len(body)); err != nil {
		return err
	}
	_, err = s.w.Write(body)
	return err
}

// ReadObject implements jsonrpc2.ObjectStream: it reads messages until
// one is a JSON object it can store in v, answering the others.
func (s *frameStream) ReadObject(v any) error {
	for {
		body, err := s.frame()
		if err != nil {
			s.mu.Lock()
			s.err = err
			s.mu.Unlock()
			return err
		}
		trimmed := bytes.TrimSpace(body)
		switch {
		case !json.Valid(trimmed):
			s.reject(codeParseError, "the message is not JSON")
		case len(trimmed) == 0 || trimmed[0] != '{':
			s.reject(codeInvalidRequest, "the message is not a JSON object (batches are not supported)")
		default:
			if err := json.Unmarshal(trimmed, v); err != nil {
				s.reject(codeInvalidRequest, "the message is not a request, notification or response: "+err.Error())
				continue
			}
			return nil
		}
	}
}

// reject answers a message that cannot be read as a request, with no id
// since none could be read, and logs it.
func (s *frameStream) reject(code int, msg string) {
	fmt.Fprintf(s.log, "rulec: lsp: %s (answered with error %d)\n", msg, code)
	s.WriteObject(map[string]any{"jsonrpc": "2.0", "id": nil, "error": map[string]any{"code": code, "message": msg}})
}

// frame reads one message's header and body.
func (s *frameStream) frame() ([]byte, error) {
	length := -1
	for i := 0; ; i++ {
		if i == maxHeaderLines {
			return nil, fmt.Errorf("a header of more than %d lines", maxHeaderLines)
		}
		line, err := s.r.ReadSlice('\n')
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			return nil, fmt.Errorf("a header line longer than %d bytes", MaxHeaderLine)
		case err == io.EOF && len(line) == 0 && i == 0:
			return nil, io.EOF
		case err == io.EOF:
			return nil, errors.New("the stream ended inside a header")
		case err != nil:
			return nil, err
		}
		text := strings.TrimRight(string(line), "\r\n")
		if text == "" {
			break
		}
		name, value, ok := strings.Cut(text, ":")
		if !ok {
			return nil, fmt.Errorf("a header line without a colon: %.40q", text)
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 {
				return nil, fmt.Errorf("bad Content-Length %.20q: want a number of bytes", strings.TrimSpace(value))
			}
			if n > MaxMessage {
				return nil, fmt.Errorf("Content-Length %d is more than the limit of %d bytes", n, MaxMessage)
			}
			length = n
		}
	}
	if length < 0 {
		return nil, errors.New("a message without a Content-Length header")
	}
	body := make([]byte, length)
	if n, err := io.ReadFull(s.r, body); err != nil {
		return nil, fmt.Errorf("the stream ended %d bytes into a message of %d (Content-Length)", n, length)
	}
	return body, nil
}

// Close implements jsonrpc2.ObjectStream.
func (s *frameStream) Close() error { return s.c.Close() }

// readErr returns why reading stopped, or nil at a clean end.
func (s *frameStream) readErr() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == io.EOF {
		return nil
	}
	return s.err
}
