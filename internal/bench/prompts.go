package bench

import _ "embed"

// LongPrompt is a realistic 10 KB prompt: a pasted implementation plan, as
// "Implement the following plan:" prompts arrive, with markdown sections,
// lists, code fences in three languages and a pasted log. One real prompt
// in ten is longer than 3.4 KB, and most of those have this shape; the plan
// body mentions migrations, deletes, tokens, prod and pushes as material,
// not as requests.
//
//go:embed plan_prompt.md
var LongPrompt string
