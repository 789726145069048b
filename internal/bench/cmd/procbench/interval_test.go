package main

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

func TestRatioInterval(t *testing.T) {
	noisy := func(seed uint64, n int, base time.Duration, drift bool) []time.Duration {
		rng := rand.New(rand.NewPCG(seed, 1))
		out := make([]time.Duration, n)
		for k := range out {
			d := base + time.Duration(rng.IntN(int(base/5)))
			if drift && k >= n/2 {
				d += base / 2 // the machine slows down for the second half
			}
			out[k] = d
		}
		return out
	}
	floor := noisy(1, 400, 2*time.Millisecond, false)
	tests := []struct {
		name     string
		row      []time.Duration
		floor    []time.Duration
		want     float64 // lies in the interval
		maxWidth float64
		ok       bool
	}{
		{"the floor against itself", floor, floor, 1, 0.0001, true},
		{"a row 1.5× the floor", noisy(2, 400, 3*time.Millisecond, false), floor, 1.5, 0.1, true},
		{"both slowed in the same rounds", noisy(3, 400, 3*time.Millisecond, true), noisy(4, 400, 2*time.Millisecond, true), 1.5, 0.4, true},
		{"rows not paired by round", noisy(5, 400, 3*time.Millisecond, false), floor[:50], 0, 0, false},
		{"too few rounds", floor[:10], floor[:10], 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lo, hi, ok := ratioInterval(tt.row, tt.floor, rand.New(rand.NewPCG(7, 7)))
			if ok != tt.ok {
				t.Fatalf("ok = %v, want %v", ok, tt.ok)
			}
			if !ok {
				return
			}
			if lo > tt.want || hi < tt.want || hi-lo > tt.maxWidth {
				t.Errorf("interval %.3f–%.3f, want one holding %.2f no wider than %.2f", lo, hi, tt.want, tt.maxWidth)
			}
		})
	}
}

func TestPrintChanges(t *testing.T) {
	rows := func(seed uint64, base time.Duration) []time.Duration {
		rng := rand.New(rand.NewPCG(seed, 3))
		out := make([]time.Duration, 200)
		for k := range out {
			out[k] = base + time.Duration(rng.IntN(int(base/20)))
		}
		return out
	}
	variants := []*variant{
		{name: "prompt-10k-prose", group: "launcher", wall: rows(1, 4500*time.Microsecond)},
		{name: "prompt-10k-prose", group: "base", wall: rows(2, 5000*time.Microsecond)},
		{name: "pretool-bash", group: "launcher", wall: rows(3, 2700*time.Microsecond)},
		{name: "Go program that reads stdin, prints {}", group: "floor", wall: rows(4, 1500*time.Microsecond)},
	}
	var out strings.Builder
	printChanges(&out, variants, rand.New(rand.NewPCG(1, 2)))
	got := out.String()
	for _, want := range []string{"this checkout against each base", "prompt-10k-prose", "0.90"} {
		if !strings.Contains(got, want) {
			t.Errorf("printChanges wrote\n%s\nwithout %q", got, want)
		}
	}
	if strings.Contains(got, "pretool-bash") {
		t.Errorf("printChanges wrote a row without a base:\n%s", got)
	}

	out.Reset()
	printChanges(&out, variants[2:], rand.New(rand.NewPCG(1, 2)))
	if out.Len() != 0 {
		t.Errorf("printChanges with no base wrote %q", out.String())
	}
}
