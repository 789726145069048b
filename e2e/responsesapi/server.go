// Package responsesapi serves the OpenAI Responses API (POST
// {base_url}/responses, streamed as Server-Sent Events) on 127.0.0.1 from a
// script of model replies, so end-to-end tests can drive the real Codex CLI
// without a network or a model. It is the Codex counterpart of mockapi.
//
// Codex sends the whole conversation with every request and sends nothing
// but these requests, so each request is answered by the script's next
// turn, after that turn's checks. The server fails its test when a check
// fails, when the conversation goes past the script, or, at cleanup, when
// turns were left unanswered: a client that silently talked to another
// endpoint cannot pass. Run Codex with stream_max_retries=0 and
// request_max_retries=0 on the provider, so that a broken stream is an
// error and not a retry that eats the next turn.
package responsesapi

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// Turn is one scripted model reply.
type Turn struct {
	// Expect, when not empty, must be part of the last user message of
	// the request this turn answers (a Stop block arrives as one).
	Expect string
	// Check, when set, examines the request this turn answers.
	Check func(*Request) error
	// Reply is the reply's output items. A reply without a tool call
	// ends Codex's turn.
	Reply []Item
}

// Say is a turn that answers with one message and ends the turn.
func Say(text string) Turn { return Turn{Reply: []Item{Text(text)}} }

// Server is a running mock API. Its methods are safe for concurrent use.
type Server struct {
	// URL is the provider's base_url (it ends in /v1).
	URL string

	t      testing.TB
	srv    *http.Server
	mu     sync.Mutex
	script []Turn
	next   int
	reqs   []*Request
}

// Start serves script on a fresh loopback port until the test ends.
func Start(t testing.TB, script ...Turn) *Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("responsesapi: %v", err)
	}
	s := &Server{URL: "http://" + ln.Addr().String() + "/v1", t: t, script: script}
	s.srv = &http.Server{Handler: http.HandlerFunc(s.serve)}
	go s.srv.Serve(ln)
	t.Cleanup(func() {
		s.srv.Close()
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.next < len(s.script) {
			t.Errorf("responsesapi: the client sent %d requests, the script has %d turns; requests seen:\n%s",
				s.next, len(s.script), s.summary())
		}
	})
	return s
}

// Requests returns every request received so far, in order.
func (s *Server) Requests() []*Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*Request(nil), s.reqs...)
}

// summary lists the requests for failure messages. s.mu is held.
func (s *Server) summary() string {
	var b strings.Builder
	for i, r := range s.reqs {
		last := r.LastUserText()
		if len(last) > 200 {
			last = last[:200] + "…"
		}
		fmt.Fprintf(&b, "  %d %s %s items=%d last user: %q\n", i, r.Method, r.Path, len(r.Input), last)
	}
	return b.String()
}

func (s *Server) serve(w http.ResponseWriter, hr *http.Request) {
	body, _ := io.ReadAll(hr.Body)
	r := &Request{Method: hr.Method, Path: hr.URL.Path, Body: body}
	if hr.Method != http.MethodPost || !strings.HasSuffix(hr.URL.Path, "/responses") {
		s.mu.Lock()
		s.reqs = append(s.reqs, r)
		s.mu.Unlock()
		s.t.Errorf("responsesapi: unexpected request %s %s", hr.Method, hr.URL.Path)
		http.NotFound(w, hr)
		return
	}
	if err := json.Unmarshal(body, r); err != nil {
		s.t.Errorf("responsesapi: undecodable request body: %v", err)
	}

	s.mu.Lock()
	s.reqs = append(s.reqs, r)
	n := len(s.reqs)
	var reply []Item
	if s.next >= len(s.script) {
		s.t.Errorf("responsesapi: request %d is past the script's %d turns; last user message: %q", s.next+1, len(s.script), r.LastUserText())
		reply = []Item{Text("(responsesapi: the script has ended)")}
	} else {
		turn := s.script[s.next]
		if err := check(turn, r); err != nil {
			s.t.Errorf("responsesapi: turn %d: %v", s.next+1, err)
		}
		reply = turn.Reply
	}
	s.next++
	s.mu.Unlock()

	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	if err := writeStream(w, n, reply); err != nil {
		s.t.Logf("responsesapi: writing the stream: %v", err)
	}
}

func check(turn Turn, r *Request) error {
	if turn.Expect != "" && !strings.Contains(r.LastUserText(), turn.Expect) {
		return fmt.Errorf("the last user message does not contain %q; it is:\n%s", turn.Expect, r.LastUserText())
	}
	if turn.Check != nil {
		return turn.Check(r)
	}
	return nil
}
