// Package mockapi serves the Anthropic Messages API on 127.0.0.1 from a
// script of assistant turns, so end-to-end tests can drive the real Claude
// Code client without a network or a model.
//
// Requests of the main conversation (those that offer tools) are answered
// by the script's turns, in order; each turn may first check the request it
// answers. Other requests (title generation, quota checks and the like) get
// a short text. Every request is recorded. The server fails its test when a
// turn's check fails, when the conversation goes past the script, or, at
// cleanup, when turns were left unanswered: a client that silently talked
// to another endpoint cannot pass.
package mockapi

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

// Turn is one scripted assistant message.
type Turn struct {
	// Expect, when not empty, must be part of the last user message of
	// the request this turn answers (e.g. "Stop hook feedback:\nproofgate:").
	Expect string
	// Check, when set, examines the request this turn answers.
	Check func(*Request) error
	// Reply is the assistant message.
	Reply []Block
}

// Say is a turn that answers with one text and ends the turn.
func Say(text string) Turn { return Turn{Reply: []Block{Text(text)}} }

// Server is a running mock API. Its methods are safe for concurrent use.
type Server struct {
	// URL is the base URL for ANTHROPIC_BASE_URL.
	URL string

	t      testing.TB
	srv    *http.Server
	mu     sync.Mutex
	script []Turn
	next   int
	reqs   []*Request
	ids    int
}

// Start serves script on a loopback port until the test ends.
func Start(t testing.TB, script ...Turn) *Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("mockapi: %v", err)
	}
	s := &Server{URL: "http://" + ln.Addr().String(), t: t, script: script}
	s.srv = &http.Server{Handler: http.HandlerFunc(s.serve)}
	go s.srv.Serve(ln)
	t.Cleanup(func() {
		s.srv.Close()
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.next < len(s.script) {
			t.Errorf("mockapi: the client sent %d main-conversation requests, the script has %d turns; requests seen:\n%s",
				s.next, len(s.script), s.summary())
		}
	})
	return s
}

// Requests returns every request received so far.
func (s *Server) Requests() []*Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*Request(nil), s.reqs...)
}

// Main returns the main-conversation requests received so far, in order.
func (s *Server) Main() []*Request {
	var out []*Request
	for _, r := range s.Requests() {
		if r.Main {
			out = append(out, r)
		}
	}
	return out
}

// summary lists the requests for failure messages. s.mu is held.
func (s *Server) summary() string {
	var b strings.Builder
	for i, r := range s.reqs {
		last := r.LastUserText()
		if len(last) > 200 {
			last = last[:200] + "…"
		}
		fmt.Fprintf(&b, "  %d %s %s main=%v tools=%d messages=%d last user: %q\n", i, r.Method, r.Path, r.Main, len(r.Tools), len(r.Messages), last)
	}
	return b.String()
}

func (s *Server) serve(w http.ResponseWriter, hr *http.Request) {
	body, _ := io.ReadAll(hr.Body)
	r := &Request{Method: hr.Method, Path: hr.URL.Path, Body: body}
	isMessages := hr.Method == http.MethodPost && hr.URL.Path == "/v1/messages"
	if isMessages {
		if err := json.Unmarshal(body, r); err != nil {
			s.t.Errorf("mockapi: undecodable request body: %v", err)
		}
		r.Main = len(r.Tools) > 0
	}

	s.mu.Lock()
	s.reqs = append(s.reqs, r)
	s.ids++
	id := fmt.Sprintf("msg_mock_%03d", s.ids)
	var reply []Block
	switch {
	case !isMessages:
		s.mu.Unlock()
		// count_tokens and other side endpoints: a plausible, empty answer.
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"input_tokens":10}`)
		return
	case !r.Main:
		reply = []Block{Text("ok")}
	case s.next >= len(s.script):
		s.t.Errorf("mockapi: main-conversation request %d is past the script's %d turns; last user message: %q", s.next+1, len(s.script), r.LastUserText())
		s.next++
		reply = []Block{Text("(mockapi: the script has ended)")}
	default:
		turn := s.script[s.next]
		s.next++
		if err := check(turn, r); err != nil {
			s.t.Errorf("mockapi: turn %d: %v", s.next, err)
		}
		reply = turn.Reply
	}
	for i := range reply {
		if reply[i].Tool != "" && reply[i].ID == "" {
			reply[i].ID = fmt.Sprintf("toolu_mock_%03d_%d", s.ids, i)
		}
	}
	s.mu.Unlock()

	if !r.Stream {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(message(id, r.Model, reply))
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	if err := writeStream(w, id, r.Model, reply); err != nil {
		s.t.Logf("mockapi: writing the stream: %v", err)
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
