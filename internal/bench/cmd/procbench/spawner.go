package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// Why a spawner: Go starts children with vfork (CLONE_VM), so at the
// child's exec the kernel folds the parent's high-water RSS into the
// child's ru_maxrss. A benchmark process that built 50 MB transcripts would
// report its own peak for every child. The spawner is this program re-run
// in a small mode: a fresh process that never allocates much, starts every
// sample and reports what wait4 says. Its own footprint is a floor under
// every reported peak; run() measures it with /bin/true and prints it.

const spawnerEnv = "PROCBENCH_SPAWNER"

type request struct {
	Argv  []string `json:"argv"`
	Env   []string `json:"env"`
	Stdin string   `json:"stdin"` // a file whose content is the child's stdin
}

type response struct {
	Stdout string        `json:"stdout"`
	Stderr string        `json:"stderr"`
	Err    string        `json:"err"`
	Wall   time.Duration `json:"wall"`
	CPU    time.Duration `json:"cpu"`     // user + system
	MaxRSS int64         `json:"max_rss"` // bytes
}

// serve runs requests from stdin, one JSON line each, until EOF.
func serve() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 64<<10), 4<<20)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var req request
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			out.Encode(response{Err: err.Error()})
			continue
		}
		out.Encode(spawn(req))
	}
}

func spawn(req request) response {
	stdin, err := os.Open(req.Stdin)
	if err != nil {
		return response{Err: err.Error()}
	}
	defer stdin.Close()
	cmd := exec.Command(req.Argv[0], req.Argv[1:]...)
	cmd.Env = req.Env
	cmd.Stdin = stdin
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err = cmd.Run()
	r := response{Wall: time.Since(start), Stdout: stdout.String(), Stderr: stderr.String()}
	if err != nil {
		r.Err = err.Error()
		return r
	}
	r.MaxRSS, r.CPU = usage(cmd.ProcessState)
	return r
}

// spawner is the parent's handle on a running spawner process.
type spawner struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startSpawner() (*spawner, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(self)
	cmd.Env = append(os.Environ(), spawnerEnv+"=1")
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	out := bufio.NewScanner(outPipe)
	out.Buffer(make([]byte, 64<<10), 4<<20)
	return &spawner{cmd: cmd, in: in, out: out}, nil
}

func (s *spawner) run(req request) (response, error) {
	data, err := json.Marshal(req)
	if err != nil {
		return response{}, err
	}
	if _, err := s.in.Write(append(data, '\n')); err != nil {
		return response{}, err
	}
	if !s.out.Scan() {
		return response{}, errors.Join(errors.New("the spawner stopped"), s.out.Err())
	}
	var r response
	if err := json.Unmarshal(s.out.Bytes(), &r); err != nil {
		return response{}, fmt.Errorf("spawner reply: %w", err)
	}
	return r, nil
}

func (s *spawner) close() {
	s.in.Close()
	s.cmd.Wait()
}
