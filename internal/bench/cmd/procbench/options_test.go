package main

import (
	"slices"
	"strings"
	"testing"
)

// TestBuildOptions: -base-build's words are go build flags when they
// start with '-', and the build's environment otherwise.
func TestBuildOptions(t *testing.T) {
	flags, env := buildOptions(strings.Fields("-gcflags=all=-l GOAMD64=v3 -pgo=off GOTOOLCHAIN=go1.27.3"))
	if want := []string{"-gcflags=all=-l", "-pgo=off"}; !slices.Equal(flags, want) {
		t.Errorf("flags = %q, want %q", flags, want)
	}
	if want := []string{"GOAMD64=v3", "GOTOOLCHAIN=go1.27.3"}; !slices.Equal(env, want) {
		t.Errorf("env = %q, want %q", env, want)
	}
}
