"""`pip install .` of the repository into a virtual environment works offline (no index, no
build isolation), and the installed package imports and computes."""

import os
import pathlib
import subprocess
import venv

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_pip_install_into_a_venv(tmp_path):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=True)
    python = env_dir / "bin" / "python"
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    # The test suite's own build directory, so that only the module is (re)built, not the engine.
    environment["CGT_BUILD_DIR"] = os.environ["CGT_BUILD_DIR"]
    subprocess.run([python, "-m", "pip", "install", "--no-build-isolation", "--no-index",
                    "--no-deps", str(ROOT)], check=True, env=environment, cwd=tmp_path)
    result = subprocess.run(
        [python, "-c", "import cgt; print(cgt.Game('{1||1|0}') - 1, cgt.__file__)"],
        check=True, env=environment, cwd=tmp_path, capture_output=True, text=True)
    answer, location = result.stdout.split()
    assert answer == "Tiny(1)"  # {0||0|-1}
    assert pathlib.Path(location).is_relative_to(env_dir)
