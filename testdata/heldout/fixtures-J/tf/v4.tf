resource "terraform_data" "origin_shield" {
  triggers_replace = "eu-west-1"
  input            = { region = "eu-west-1", ttl = 300 }
}
