"""A real model on this machine: llama.cpp's OpenAI-compatible server and pinned GGUF weights."""
