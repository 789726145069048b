package shell

import (
	"strings"
	"testing"
)

func TestFindExecs(t *testing.T) {
	tests := []struct {
		line string
		want string // each command run, "|"-separated, "!" before a masked one
	}{
		{`find . -name '*.py' -exec sed -i 's/a/b/' {} +`, "sed -i s/a/b/ {}"},
		{`find src -name '*.sh' -exec shellcheck {} \;`, "!shellcheck {}"},
		{`find . -type f -execdir sudo chmod 644 {} \; -exec echo {} +`, "!chmod 644 {}|echo {}"},
		{`find . -ok rm {} ';'`, "!rm {}"},
		{`find . -name x -exec`, ""},              // no command, no terminator
		{`find . -exec \; -print`, ""},            // an empty command
		{`find . -name '*.go' -print`, ""},        // runs nothing
		{`fd -e go -x gofmt -w`, ""},              // not find
		{`find . -exec "$TOOL" {} +`, "$TOOL {}"}, // kept, as not literal
	}
	for _, tt := range tests {
		cmds, err := Parse(tt.line)
		if err != nil || len(cmds) != 1 {
			t.Fatalf("Parse(%q) = %v, %v", tt.line, cmds, err)
		}
		var got []string
		for _, c := range FindExecs(cmds[0]) {
			if c.Replace != "{}" {
				t.Errorf("FindExecs(%q): Replace = %q", tt.line, c.Replace)
			}
			s := strings.Join(c.Args, " ")
			if c.Masked {
				s = "!" + s
			}
			got = append(got, s)
		}
		if g := strings.Join(got, "|"); g != tt.want {
			t.Errorf("FindExecs(%q) = %q, want %q", tt.line, g, tt.want)
		}
	}
}
