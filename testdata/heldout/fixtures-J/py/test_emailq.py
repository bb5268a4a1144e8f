import unittest


def render_subject(tpl, name):
    return tpl.replace("{name}", name)


class EmailTemplateTests(unittest.TestCase):
    def test_subject_placeholder(self):
        self.assertEqual(render_subject("Hi {name}", "Ana"), "Hi Ana")

    def test_subject_unicode(self):
        self.assertEqual(render_subject("你好 {name}", "李"), "你好 李")

    def test_subject_empty_name(self):
        self.assertEqual(render_subject("Hi {name}", ""), "Hi ")


if __name__ == "__main__":
    unittest.main()
