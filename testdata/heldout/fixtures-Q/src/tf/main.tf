variable "cdn_origin" {
  type    = string
  default = "media-origin-eu-1"
}

resource "terraform_data" "cdn_origin" {
  triggers_replace = [var.cdn_origin]
}

resource "terraform_data" "search_index_alias" {
  input = "products-v7"
}
