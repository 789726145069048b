package observe

import "testing"

func TestDiffShowsCosmetic(t *testing.T) {
	const commentDiff = "diff --git a/internal/mq/ack.go b/internal/mq/ack.go\nindex 3b1e0a2..9d47c11 100644\n--- a/internal/mq/ack.go\n+++ b/internal/mq/ack.go\n@@ -28,3 +28,3 @@ const maxRequeue = 1\n \n-// After we recieve a nack we requeue once.\n+// After we receive a nack we requeue once.\n func (c *Consumer) handleNack(d amqp.Delivery) error {\n"
	const codeDiff = "diff --git a/internal/mq/ack.go b/internal/mq/ack.go\n--- a/internal/mq/ack.go\n+++ b/internal/mq/ack.go\n@@ -28,3 +28,3 @@\n // After we recieve a nack we requeue once.\n-func (c *Consumer) recieve(d amqp.Delivery) error {\n+func (c *Consumer) receive(d amqp.Delivery) error {\n \treturn nil\n"
	const pyDiff = "diff --git a/ingest/reader.py b/ingest/reader.py\nindex 7c1a0e2..b9d4f31 100644\n--- a/ingest/reader.py\n+++ b/ingest/reader.py\n@@ -41 +41 @@ def open_stream(path):\n-    # skip teh BOM if present\n+    # skip the BOM if present\n"
	for _, tc := range []struct {
		name, line, output, file string
		want                     bool
	}{
		{"a comment typo fixed, the diff after it", "sed -i 's/recieve/receive/g' internal/mq/ack.go && git diff", commentDiff, "internal/mq/ack.go", true},
		{"-U0 hunks without context", "sed -i 's/\\bteh\\b/the/g' ingest/reader.py && git diff -U0", pyDiff, "ingest/reader.py", true},
		{"the diff shows code changed", "sed -i 's/recieve/receive/g' internal/mq/ack.go && git diff", codeDiff, "internal/mq/ack.go", false},
		{"a diff before the edit", "git diff; sed -i 's/recieve/receive/g' internal/mq/ack.go", commentDiff, "internal/mq/ack.go", false},
		{"a diff of the index", "sed -i 's/recieve/receive/g' internal/mq/ack.go && git diff --cached", commentDiff, "internal/mq/ack.go", false},
		{"names only", "sed -i 's/recieve/receive/g' internal/mq/ack.go && git diff --stat", commentDiff, "internal/mq/ack.go", false},
		{"another file's diff", "sed -i 's/recieve/receive/g' internal/mq/consumer.go && git diff", commentDiff, "internal/mq/consumer.go", false},
		{"a hunk cut short", "sed -i 's/recieve/receive/g' internal/mq/ack.go && git diff", commentDiff[:len(commentDiff)-60], "internal/mq/ack.go", false},
		{"no edit in the line", "git diff", commentDiff, "internal/mq/ack.go", false},
		{"a new file", "echo '// x' > a.go && git diff", "diff --git a/a.go b/a.go\nnew file mode 100644\n--- /dev/null\n+++ b/a.go\n@@ -0,0 +1 @@\n+// x\n", "a.go", false},
	} {
		if got := DiffShowsCosmetic(tc.line, tc.output, tc.file); got != tc.want {
			t.Errorf("%s: DiffShowsCosmetic = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// FuzzDiffShowsCosmetic: any output, any file; reading never panics and
// a cosmetic verdict needs a hunk of the file in the output.
func FuzzDiffShowsCosmetic(f *testing.F) {
	f.Add("sed -i 's/a/b/' x.go && git diff", "diff --git a/x.go b/x.go\n--- a/x.go\n+++ b/x.go\n@@ -1 +1 @@\n-// a\n+// b\n", "x.go")
	f.Add("sed -i 's/a/b/' x.py && git diff -U0", "diff --git a/x.py b/x.py\n@@ -3,2 +3,2 @@\n-# a\n-# c\n+# b\n+# d\n", "x.py")
	f.Fuzz(func(t *testing.T, line, output, file string) {
		if DiffShowsCosmetic(line, output, file) {
			if hunks, ok := fileHunks(output, file); !ok || len(hunks) == 0 {
				t.Errorf("cosmetic without a hunk of %q", file)
			}
		}
	})
}
