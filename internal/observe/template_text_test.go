package observe

import "testing"

func TestTemplateText(t *testing.T) {
	for _, tc := range []struct {
		name, file, old, new string
		want                 bool
	}{
		{"copy between tags and a variable", "templates/emails/welcome.html",
			"    <h1>{{ user.nickname }}님, 가입해주셔서 감사합니다!</h1>", "    <h1>{{ user.nickname }}님, 함께해 주셔서 고맙습니다!</h1>", true},
		{"a paragraph reworded", "app/views/orders/show.html.erb",
			"<p>Your order <%= @order.id %> ships soon.</p>", "<p>Order <%= @order.id %> is on its way.</p>", true},
		{"text with a comparison", "templates/help.j2", "<p>Use a < b to compare.</p>", "<p>Use a < b or a > b.</p>", false},
		{"an attribute changed", "templates/base.html", `<a href="/login">Log in</a>`, `<a href="/signin">Log in</a>`, false},
		{"a variable changed", "templates/base.html", "<p>Hi {{ user.name }}</p>", "<p>Hi {{ user.nickname }}</p>", false},
		{"a block tag changed", "templates/list.njk", "{% if items %}<ul>{% endif %}", "{% if items|length %}<ul>{% endif %}", false},
		{"a tag added", "templates/base.html", "<p>Hello</p>", "<p><b>Hello</b></p>", false},
		{"a script's text", "templates/base.html", "<script>const n = 1;</script>", "<script>const n = 2;</script>", false},
		{"starts inside a tag", "templates/base.html", `class="btn">Save`, `class="btn primary">Save`, false},
		{"ends inside an expression", "templates/base.html", "Hello {{ user.na", "Hi {{ user.na", false},
		{"not a template", "src/App.tsx", "<p>Hello</p>", "<p>Hi</p>", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := TemplateText(tc.file, tc.old, tc.new); got != tc.want {
				t.Errorf("TemplateText(%q, %q, %q) = %v, want %v", tc.file, tc.old, tc.new, got, tc.want)
			}
		})
	}
}

// FuzzTemplateText: any fragments are read without a panic, and a
// fragment is always a copy edit of itself when it is one at all.
func FuzzTemplateText(f *testing.F) {
	f.Add("<h1>{{ user.nickname }}님, 감사합니다!</h1>", "<h1>{{ user.nickname }}님, 고맙습니다!</h1>")
	f.Add("<p>a < b {% if x %}</p>", "<!-- x --><%= y %>")
	f.Fuzz(func(t *testing.T, old, new string) {
		got := TemplateText("t.html", old, new)
		if got && !TemplateText("t.html", new, old) {
			t.Errorf("TemplateText is not symmetric for %q, %q", old, new)
		}
	})
}
