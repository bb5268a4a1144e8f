# Stand-ins for a CDN origin and its tags, using only the built-in terraform_data
# resource so that `terraform plan` runs offline. capture.sh changes the variables.
variable "origin_host" {
  type    = string
  default = "origin-a.shopnow.internal"
}

variable "tags" {
  type = map(string)
  default = {
    team = "storefront"
    env  = "prod"
  }
}

resource "terraform_data" "cdn_origin" {
  triggers_replace = [var.origin_host]
  input = {
    host     = var.origin_host
    protocol = "https-only"
  }
}

resource "terraform_data" "cdn_tags" {
  input = var.tags
}
