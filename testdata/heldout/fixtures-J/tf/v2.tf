resource "terraform_data" "origin_shield" {
  triggers_replace = "eu-west-1"
  input            = { region = "eu-west-1", ttl = 300 }
}

resource "terraform_data" "waf_rate_limit" {
  input = { limit = 2000, action = "block" }
}

resource "terraform_data" "cache_policy_images" {
  input = { path = "/img/*", max_age = 86400 }
}
