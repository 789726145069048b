package main

import (
	"slices"
	"testing"
)

func TestFlagsFirst(t *testing.T) {
	tests := []struct {
		name string
		in   []string
		want []string
	}{
		{"bool flag last", []string{"pg", "replay", "s.jsonl", "--json"}, []string{"pg", "replay", "--json", "s.jsonl"}},
		{"valued flag last", []string{"pg", "replay", "s.jsonl", "--cwd", "/p"}, []string{"pg", "replay", "--cwd", "/p", "s.jsonl"}},
		{"valued flag with =", []string{"pg", "check-command", "ls", "--tool=Write"}, []string{"pg", "check-command", "--tool=Write", "ls"}},
		{"flags already first", []string{"pg", "status", "--json", "--cwd", "/p"}, []string{"pg", "status", "--json", "--cwd", "/p"}},
		{"stdin dash stays an argument", []string{"pg", "scan", "-", "--json"}, []string{"pg", "scan", "--json", "-"}},
		{"after -- all are arguments", []string{"pg", "check-command", "--", "-rf", "--json"}, []string{"pg", "check-command", "--", "-rf", "--json"}},
		{"quoted text with a dash", []string{"pg", "scan", "-rf ~ removed"}, []string{"pg", "scan", "-rf ~ removed"}},
		{"help last", []string{"pg", "replay", "x", "--help"}, []string{"pg", "replay", "--help"}},
		{"program flags untouched", []string{"pg", "--version"}, []string{"pg", "--version"}},
		{"unknown command untouched", []string{"pg", "nope", "x", "--json"}, []string{"pg", "nope", "x", "--json"}},
		{"valued flag at the end without value", []string{"pg", "status", "--cwd"}, []string{"pg", "status", "--cwd"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := flagsFirst(app(), tt.in); !slices.Equal(got, tt.want) {
				t.Errorf("flagsFirst(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
