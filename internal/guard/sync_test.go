package guard

import "testing"

// TestRemoteBroad tells another host's root and home directories from
// the paths a deploy syncs onto.
func TestRemoteBroad(t *testing.T) {
	tests := []struct {
		path  string
		known bool
		broad bool
	}{
		{"", true, true}, {".", true, true}, {"~", true, true}, {"~/", true, true}, {"~deploy", true, true},
		{"/", true, true}, {"//", true, true}, {"/root", true, true}, {"/home/deploy/", true, true}, {"/Users/x", true, true},
		{"/home", true, true},
		{"www/", true, false}, {"~/www", true, false}, {"/var/www/", true, false}, {"/home/deploy/app", true, false},
		{"/srv/app", true, false}, {"$DIR", false, false},
	}
	for _, tt := range tests {
		if got := remoteBroad(tt.path, tt.known) != ""; got != tt.broad {
			t.Errorf("remoteBroad(%q) broad = %v, want %v", tt.path, got, tt.broad)
		}
	}
}

func TestIsRcloneRemote(t *testing.T) {
	for s, want := range map[string]bool{"remote:site": true, "s3:b/x": true, ":s3:b": true, "sftp:": true,
		"./dist": false, "/tmp/x": false, `C:\x`: false, "dir/a:b": false, "~": false} {
		if got := isRcloneRemote(s); got != want {
			t.Errorf("isRcloneRemote(%q) = %v, want %v", s, got, want)
		}
	}
}
